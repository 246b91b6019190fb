import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { fillPath, routesOf, type RouteInfo } from '../../support/routes.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { storedEventCount } from '../../support/stored-events.js';

const RUNS_PER_ROUTE = 40;
const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let routes: RouteInfo[];
let params: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator('admin');
  routes = routesOf(app.routers);
  const claim = await submit(app.url, claimBody(await airportIds(database().pool)));
  params = { id: String(claim.id), practiceNumber: claim.practiceNumber, documentId: '0'.repeat(32) };
});
afterAll(() => app?.close());

const hostileKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', ' ', '$where');
const jsonBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.dictionary(fc.oneof(fc.string({ maxLength: 20 }), hostileKeys), fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), { maxKeys: 8 }).map((body) => JSON.stringify(body)),
  fc.string({ maxLength: 200 }), // malformed JSON
  fc.constant('{"a":'),
);
const query = fc.dictionary(fc.oneof(fc.constantFrom('q', 'status', 'page', 'pageSize', 'email', 'practiceNumber', 'asOf', 'download', 'date', 'from', 'to'), fc.string({ maxLength: 10 })), fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constant('9'.repeat(40))), { maxKeys: 4 });
const pathValue = fc.oneof(fc.constant(undefined), fc.string({ maxLength: 40 }), fc.constantFrom('-1', '0', '1e9', '99999999999999999999', '../../etc/passwd', '%00'));

const eventCount = () => storedEventCount(app, database().pool);

describe('every endpoint under arbitrary input', () => {
  it('when bodies, queries and path values are arbitrary, then the answer is a 2xx or a 4xx problem in Italian, never a 5xx, and a refusal appends nothing', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(35); // the enumeration found the whole API
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(jsonBody, query, pathValue, fc.boolean(), async (body, search, value, asOperator) => {
          const values = value === undefined ? params : Object.fromEntries(Object.keys(params).map((key) => [key, value]));
          const url = `${fillPath(route.path, values)}?${new URLSearchParams(search)}`;
          const sendsBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
          const before = await eventCount();
          const session: Record<string, string> = asOperator ? { cookie: operator.cookie, 'x-csrf-token': operator.csrfToken } : {};
          const response = await fetch(`${app.url}${url}`, { method: route.method, headers: { 'content-type': 'application/json', ...session }, body: sendsBody ? body : undefined, redirect: 'manual' });
          const text = await response.text();
          expect(response.status, `${route.method} ${url} ${body.slice(0, 80)} → ${text.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.headers.get('content-type'), `${route.method} ${url}`).toMatch(/^application\/problem\+json/);
            expect((JSON.parse(text) as { title?: string }).title).toMatch(/\S/);
            expect(await eventCount(), `${route.method} ${url} appended although refused`).toBe(before);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    // Every route gets its runs: the whole pass grows with the API, past the default 30 s.
  }, 120_000);
});
