import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from './claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator();
  const airports = await airportIds(database().pool);
  await submit(app.url, claimBody(airports, { passengerName: 'Anna Verdi' }));
  await submit(app.url, claimBody(airports, { passengerName: '<script>alert(1)</script> Rossi' }));
});
afterAll(() => app?.close());

describe('/admin-basic', () => {
  it('when there is no session, then it redirects to the login and back', async () => {
    const response = await fetch(`${app.url}/admin-basic`, { redirect: 'manual' });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login?next=%2Fadmin-basic');
  });

  it('when an operator opens it, then the latest claims are listed newest first as plain HTML, names escaped', async () => {
    const response = await operator.fetch('/admin-basic');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Rossi');
    expect(html.indexOf('Rossi')).toBeLessThan(html.indexOf('Anna Verdi'));
    expect(html).toContain('In Attesa');
    expect(html).toMatch(/<a href="\/admin\/practice\/\d+">#\d{6}<\/a>/);
  });
});
