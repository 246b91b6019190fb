import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { useTestDatabase } from '../../support/database.js';
import { answerValidator, documentedOperations, OPERATION_METHODS, type OpenApiDocument } from '../../support/openapi-document.js';
import { routesOf } from '../../support/routes.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';

const key = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;
/** Every route the app as served registers (its router stack, mounted routers included), spelled as OpenAPI does: `:id` → `{id}`. */
const registeredRoutes = (app: TestApp) => routesOf([app.app.router]).map(({ method, path }) => ({ method, path: path.replace(/:(\w+)/g, '{$1}') }));

describe('the OpenAPI document at /api/openapi.json', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;
  let full: OpenApiDocument;
  let anonymous: OpenApiDocument;

  beforeAll(async () => {
    app = await startTestApp(database());
    operator = await app.operator('admin');
    full = (await (await operator.fetch('/api/openapi.json')).json()) as OpenApiDocument;
    anonymous = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(() => app?.close());

  it('is an OpenAPI 3.1 document: version, info, paths of operations each with responses, the session schemes it names', () => {
    expect(full.openapi).toMatch(/^3\.1\.\d+$/);
    expect(full.info.title).toBe('RimborsoVolo24 API');
    expect(full.info.version).toBeTruthy();
    const schemes = Object.keys(full.components?.securitySchemes ?? {});
    expect(schemes.sort()).toEqual(['operatorSession', 'passengerSession']);
    for (const [path, item] of Object.entries(full.paths)) {
      expect(path, 'paths start with / and use {param}, never :param').toMatch(/^\/[^:]*$/);
      for (const method of OPERATION_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        expect(operation.summary, `${method} ${path} has a summary`).toBeTruthy();
        expect(Object.keys(operation.responses).length, `${method} ${path} has responses`).toBeGreaterThan(0);
        for (const requirement of operation.security ?? []) for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          expect(operation.parameters?.some((parameter) => parameter.in === 'path' && `{${parameter.name}}` === name), `${method} ${path} declares ${name}`).toBe(true);
        }
      }
    }
  });

  it('when the server registers a route, then the document describes it (method and path), and describes no route the server lacks', () => {
    const registered = registeredRoutes(app).map(key);
    expect(registered.length).toBeGreaterThan(90);
    const documented = new Set(documentedOperations(full).map(key));
    const missing = registered.filter((route) => !documented.has(route));
    expect(missing, `Routes missing from the OpenAPI document: add each to the openapi.ts beside its router:\n${missing.join('\n')}`).toEqual([]);
    const stale = [...documented].filter((route) => !registered.includes(route));
    expect(stale, `Operations in the OpenAPI document that no router registers:\n${stale.join('\n')}`).toEqual([]);
  });

  it("when an operator's session writes, then the document asks for its X-CSRF-Token header; admin operations need the operator's cookie", () => {
    for (const { method, path } of documentedOperations(full)) {
      const operation = full.paths[path]![method]!;
      const sessionScheme = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))[0];
      if (path.startsWith('/api/admin/') && !path.startsWith('/api/admin/login')) expect(sessionScheme, `${method} ${path}`).toBe('operatorSession');
      const csrf = operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'x-csrf-token' && parameter.required);
      expect(csrf ?? false, `${method} ${path} CSRF header`).toBe(sessionScheme !== undefined && method !== 'get');
    }
  });

  it('when no operator is logged in, then the document leaves the operators\' operations out and keeps the public ones', () => {
    const operations = documentedOperations(anonymous).map(key);
    expect(operations).toContain('POST /api/flight-checks');
    expect(operations).toContain('POST /api/admin/login');
    expect(operations).toContain('GET /api/passenger/me');
    expect(operations).not.toContain('GET /api/admin/flight-checks');
    expect(operations).not.toContain('GET /api/flight-checks/{id}/documents');
    expect(JSON.stringify(anonymous)).not.toContain('operatorSession"]');
  });

  it('holds no personal data: only example.com addresses and no secret of this server', () => {
    const text = JSON.stringify(full);
    for (const address of text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) expect(address).toMatch(/@example\.com$/);
    expect(text).not.toContain(app.secretKey);
  });

  it('when sampled routes answer, then each status and body validate against the document', async () => {
    const validate = answerValidator(full);
    const problems: string[] = [];
    const check = async (method: string, path: string, response: Response) => {
      const body = response.status === 204 ? undefined : await response.json();
      problems.push(...validate(method, path, response.status, response.headers.get('content-type') ?? '', body));
      return body as Record<string, unknown>;
    };
    const airports = await airportIds(database().pool);

    await check('get', '/api/health', await fetch(`${app.url}/api/health`));
    await check('get', '/api/airports/search', await fetch(`${app.url}/api/airports/search?q=roma`));
    await check('get', '/api/legal-info', await fetch(`${app.url}/api/legal-info`));
    const submitted = await check('post', '/api/flight-checks', await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { email: 'anna.bianchi@example.com' })));
    await check('post', '/api/flight-checks', await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { email: 'non-un-indirizzo' })));
    await check('get', '/api/practice-status', await fetch(`${app.url}/api/practice-status?${new URLSearchParams({ email: 'anna.bianchi@example.com', practiceNumber: String(submitted.practiceNumber) })}`));
    await check('get', '/api/flight-checks/practice/{practiceNumber}', await fetch(`${app.url}/api/flight-checks/practice/${String(submitted.practiceNumber)}?t=${String(submitted.uploadToken)}`));
    await check('get', '/api/documents/practice/{practiceNumber}', await fetch(`${app.url}/api/documents/practice/${String(submitted.practiceNumber)}?t=${String(submitted.uploadToken)}`));
    await check('get', '/api/passenger/me', await fetch(`${app.url}/api/passenger/me`));
    await check('get', '/api/admin/flight-checks', await fetch(`${app.url}/api/admin/flight-checks`));

    await submit(app.url, claimBody(airports, { email: 'carlo.neri@example.com', passengerName: 'Carlo Neri' }));
    await check('get', '/api/admin/me', await operator.fetch('/api/admin/me'));
    const list = await check('get', '/api/admin/flight-checks', await operator.fetch('/api/admin/flight-checks'));
    expect((list.items as unknown[]).length).toBe(2);
    await check('get', '/api/admin/flight-checks/{id}', await operator.fetch(`/api/admin/flight-checks/${String(submitted.id)}`));
    await check('get', '/api/admin/flight-checks/{id}', await operator.fetch('/api/admin/flight-checks/999999'));
    await check('get', '/api/admin/flight-checks/{id}', await operator.fetch('/api/admin/flight-checks/non-un-numero'));
    await check('put', '/api/admin/flight-checks/{id}/priority', await operator.fetch(`/api/admin/flight-checks/${String(submitted.id)}/priority`, { method: 'PUT', body: { priority: 'high' } }));
    await check('get', '/api/admin/flight-checks/{id}/timeline', await operator.fetch(`/api/admin/flight-checks/${String(submitted.id)}/timeline`));
    await check('get', '/api/admin/flight-checks/{id}/duplicates', await operator.fetch(`/api/admin/flight-checks/${String(submitted.id)}/duplicates`));
    await check('get', '/api/admin/flight-checks/{id}/messages', await operator.fetch(`/api/admin/flight-checks/${String(submitted.id)}/messages`));
    await check('get', '/api/flight-checks/{id}/documents', await operator.fetch(`/api/flight-checks/${String(submitted.id)}/documents`));
    await check('get', '/api/email-templates', await operator.fetch('/api/email-templates'));
    await check('get', '/api/admin/operators', await operator.fetch('/api/admin/operators'));
    await check('post', '/api/admin/flight-checks/bulk', await operator.fetch('/api/admin/flight-checks/bulk', { method: 'POST', body: { action: 'assign', claims: [] } }));

    expect(problems).toEqual([]);
  });
});

describe('the reference page at /api/docs', () => {
  const database = useTestDatabase();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(database());
  });
  afterAll(() => app?.close());

  it('serves the page, which loads the bundled reference script from this server with a policy scoped to it', async () => {
    const page = await fetch(`${app.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-eval');

    const bundle = await fetch(`${app.url}/api/docs/scalar.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(bundle.headers.get('cache-control')).toContain('max-age=86400');
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect((await bundle.text()).length).toBeGreaterThan(1_000_000);
    // A browser revalidating its copy (fetch() would add Cache-Control: no-cache to a conditional request unless told otherwise).
    const again = await fetch(`${app.url}/api/docs/scalar.js`, { headers: { 'if-none-match': bundle.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);

    const elsewhere = await fetch(`${app.url}/api/health`);
    expect(elsewhere.headers.get('content-security-policy'), "the page's own policy stays on /api/docs").not.toContain('connect-src');
  });
});
