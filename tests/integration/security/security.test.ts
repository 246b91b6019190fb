/**
 * What the product promises about who reaches what, proven against the real app. Proven elsewhere:
 * upload tokens for another claim, spoofed types, oversized bodies and path-traversal names
 * (documents/documents-api.test.ts); the same 404 for a wrong e-mail and a wrong number and the
 * lookup's rate limit (claims/public-api.test.ts); names escaped in e-mails
 * (unit/communications/render-email.test.ts) and in /admin-basic (claims/admin-basic-page.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../src/operators/index.js';
import { useTestDatabase } from '../../support/database.js';
import { fillPath, routesOf, type RouteInfo } from '../../support/routes.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { storedEventCount } from '../../support/stored-events.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let routes: RouteInfo[];
let claim: { id: number; practiceNumber: string };

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator();
  routes = routesOf(app.routers);
  claim = await submit(app.url, claimBody(await airportIds(database().pool), { passengerName: '<img src=x onerror=alert(1)> Rossi', email: 'sicurezza@example.it' }));
});
afterAll(() => app?.close());

const OPEN_LOGIN_ROUTES = ['/api/admin/login', '/api/admin/login/2fa'];
const operatorsOnly = (route: RouteInfo) => (route.path.startsWith('/api/admin') && !OPEN_LOGIN_ROUTES.includes(route.path)) || ['/api/email-templates', '/api/flight-checks/:id/documents'].includes(route.path);
const changesState = (route: RouteInfo) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
const call = (route: RouteInfo, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${fillPath(route.path, { id: String(claim.id) })}`, { method: route.method, headers: { 'content-type': 'application/json', ...headers }, body: changesState(route) ? '{}' : undefined });

describe('the operators-only routes', () => {
  it('when any of them is called without a session, then the answer is 401 in Italian and nothing is appended', async () => {
    const guarded = routes.filter(operatorsOnly);
    expect(guarded.length).toBeGreaterThanOrEqual(20); // the enumeration found the admin API, not an empty list
    const before = await eventCount();
    for (const route of guarded) {
      const response = await call(route);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(await response.json()).toMatchObject({ title: 'Accesso richiesto' });
    }
    expect(await eventCount()).toBe(before);
  });

  it('when a state-changing one is called with a session but without the CSRF token, then 403 and nothing is appended', async () => {
    const changing = routes.filter((route) => operatorsOnly(route) && changesState(route));
    expect(changing.length).toBeGreaterThanOrEqual(10);
    const before = await eventCount();
    for (const route of changing) {
      const response = await call(route, { cookie: operator.cookie });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
    }
    expect(await eventCount()).toBe(before);
  });
});

describe('sessions and headers', () => {
  it('when an operator logs in, then the session cookie is HttpOnly, SameSite=Strict and scoped to the site; a failed login sets none', async () => {
    const email = 'cookie@rimborsovolo24.it';
    await createOperator(database().pool, { email, name: 'Marta Neri', role: 'operator', password: 'una-password-lunga' });
    const login = (password: string) => fetch(`${app.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

    const refused = await login('sbagliata');
    const accepted = await login('una-password-lunga');

    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const cookie = accepted.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('when any page or API answer is served, then the security headers are there, CSP without inline scripts or eval among them', async () => {
    for (const path of ['/api/health', '/api/airports/search?q=rom']) {
      const response = await fetch(`${app.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      // WebAssembly may be compiled (the boarding-pass decoder), scripts may not be eval'd.
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('hostile input', () => {
  it('when the claim search carries SQL metacharacters, then it is matched as text and the data is untouched', async () => {
    for (const q of ["'; DROP TABLE claims; --", "' OR '1'='1", '%', '_', '\\', 'Rossi%']) {
      const response = await operator.fetch(`/api/admin/flight-checks?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      expect((await response.json()).total, q).toBe(0);
    }
    const rossi = await (await operator.fetch('/api/admin/flight-checks?q=rossi')).json();
    expect(rossi.total).toBe(1);
  });

  it('when a passenger name carries markup, then the API hands it over as text for the pages to escape, never rendered', async () => {
    const detail = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}`)).json();
    const timeline = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();

    expect(detail.passengerName).toBe('<img src=x onerror=alert(1)> Rossi');
    expect(JSON.stringify(timeline)).not.toContain('&lt;'); // stored as written, escaped once where it is shown
  });

  it('when wrong e-mails and wrong practice numbers are looked up, then both take about the same time', async () => {
    const lookup = (email: string, practiceNumber: string) => fetch(`${app.url}/api/practice-status?email=${encodeURIComponent(email)}&practiceNumber=${practiceNumber}`);
    const time = async (email: string, practiceNumber: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 30; i++) {
        const started = performance.now();
        expect((await lookup(email, practiceNumber)).status).toBe(404);
        samples.push(performance.now() - started);
      }
      return samples.sort((a, b) => a - b)[15]!;
    };
    const wrongEmail = await time('altro@example.it', claim.practiceNumber);
    const wrongNumber = await time('sicurezza@example.it', claim.practiceNumber === '999999' ? '999998' : '999999');

    expect(Math.abs(wrongEmail - wrongNumber)).toBeLessThan(Math.max(5, Math.min(wrongEmail, wrongNumber) * 0.5));
  });
});

const eventCount = () => storedEventCount(app, database().pool);
