/**
 * The operators' API as a stranger tries it: every admin route in every spelling an attacker would
 * send (letter case, slashes, percent-encoding, dot segments), written to the wire as given. The
 * answer is a refusal or "not found", never a claim.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorGate, createOperatorsModule } from '../../../src/operators/index.js';
import { PostgresEventStore } from '../../../src/platform/event-store/index.js';
import { createApp } from '../../../src/platform/http/app.js';
import { createRateLimits } from '../../../src/platform/http/rate-limit.js';
import { createRouter } from '../../../src/platform/http/router.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { fillPath, routesOf, type RouteInfo } from '../../support/routes.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { storedEventCount } from '../../support/stored-events.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let adminRoutes: RouteInfo[];
let claim: { id: number; practiceNumber: string };
const PASSENGER = { passengerName: 'Ottavia Segretissima', email: 'ottavia.segreta@example.it', phone: '+39 347 0000001' };

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator();
  claim = await submit(app.url, claimBody(await airportIds(database().pool), PASSENGER));
  adminRoutes = routesOf(app.routers).filter((route) => route.path.startsWith('/api/admin/') && !['/api/admin/login', '/api/admin/login/2fa'].includes(route.path));
});
afterAll(() => app?.close());

/** The spellings of one admin path that a case-insensitive or normalising router would take for it. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/admin'.length); // "/flight-checks/1"
  const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  return [
    path.toUpperCase(),
    `/Api/Admin${rest}`,
    `/api/ADMIN${rest}`,
    `/API/admin${rest}`,
    `/api/admin${rest.toUpperCase()}`,
    `${path}/`,
    `/${path}`,
    `/api//admin${rest}`,
    `/api/admin/${rest}`,
    `/api/${encodeFirst('admin')}${rest}`,
    `/${encodeFirst('api')}/admin${rest}`,
    `/api/admin/${encodeFirst(rest.slice(1))}`,
    `/api/admin%2F${rest.slice(1)}`,
    `/api/admin/.${rest}`,
    `/api/x/../admin${rest}`,
    `/api\\admin${rest}`,
    `${path};jsessionid=1`,
    `${path}%00`,
  ];
}

/** Sends the path exactly as written (fetch would normalise dot segments). */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(app.url);
  const body = ['GET', 'HEAD'].includes(method) ? undefined : '{}';
  const lengthHeader: Record<string, string> = body === undefined ? {} : { 'content-length': String(body.length) };
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, method, path, headers: { 'content-type': 'application/json', ...lengthHeader, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
    request.end(body);
  });
}

function expectNoClaimData(body: string, label: string) {
  for (const secret of [PASSENGER.passengerName, PASSENGER.email, PASSENGER.phone, claim.practiceNumber]) expect(body, label).not.toContain(secret);
}

describe('the operators API, as a stranger sends it', () => {
  it('when every admin route is called in every spelling without a session, then each answer is 401 or 404 and carries no claim data', async () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(20); // the walk found the admin API, not an empty list
    const before = await eventCount();
    for (const route of adminRoutes) {
      for (const path of spellings(fillPath(route.path, { id: String(claim.id) }))) {
        const { status, body } = await rawRequest(route.method, path);
        const label = `${route.method} ${path} → ${status}`;
        expect([400, 401, 404], label).toContain(status);
        expectNoClaimData(body, label);
      }
    }
    expect(await eventCount()).toBe(before);
  });

  it('when the reported attack is replayed (upper-case list, stats and a past version), then none answers 200', async () => {
    for (const path of ['/API/admin/flight-checks', '/Api/Admin/flight-checks', '/api/ADMIN/flight-checks', '/API/admin/stats', `/API/admin/flight-checks/${claim.id}/timeline?asOf=1`]) {
      const { status, body } = await rawRequest('GET', path);
      expect(status, path).not.toBe(200);
      expectNoClaimData(body, path);
    }
  });

  it('when an operator sends the same spellings with a valid session, then only the exact path answers: the others are 404', async () => {
    const exact = await operator.fetch('/api/admin/flight-checks');
    expect(exact.status).toBe(200);
    for (const path of ['/API/admin/flight-checks', '/api/admin/flight-checks/', '/api/admin/Flight-Checks', '/api/admin/%66light-checks']) {
      const { status, body } = await rawRequest('GET', path, { cookie: operator.cookie });
      expect(status, path).toBe(404);
      expectNoClaimData(body, path);
    }
  });

  it('when an unknown path under /api/admin is asked without a session, then the guard answers 401 before anything tells whether it exists', async () => {
    for (const path of ['/api/admin/does-not-exist', '/api/admin/', '/api/admin/flight-checks/1/unknown']) {
      expect((await rawRequest('GET', path)).status, path).toBe(401);
    }
  });
});

describe('a route added to the operators API later', () => {
  it('when a module adds one, then it is behind the session guard without anyone writing a check for it', async () => {
    const extra = createRouter();
    extra.get('/new-report', (_request, response) => void response.json({ secret: 'dati riservati' }));
    const admin = createOperatorsModule({ gate: createOperatorGate({ pool: database().pool, secretKey: 'x'.repeat(32), requireTwoFactor: false }), store: new PostgresEventStore(database().pool), secureCookies: false, limits: createRateLimits({ prefix: 'sealed', logger: createLogger('silent') }), loginsPer15MinutesPerIp: 10, adminRouters: [extra] });
    const server = createApp({ logger: createLogger('silent'), routers: admin.routers! }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      for (const path of ['/api/admin/new-report', '/API/ADMIN/NEW-REPORT', '/api/admin/new-report/', '//api/admin/new-report']) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        const body = await response.text();
        expect([401, 404], path).toContain(response.status);
        expect(body, path).not.toContain('dati riservati');
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

const eventCount = () => storedEventCount(app, database().pool);
