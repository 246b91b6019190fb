import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { storedEventCount } from '../../support/stored-events.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator('operator', 'Giulia Verdi');
});
afterAll(() => app?.close());

const eventCount = () => storedEventCount(app, database().pool);

describe('request bodies and heads are bounded before anything reads them', () => {
  it('when a claim is submitted as 50,000 nested arrays (98 kB of JSON), then it is a 400 in Italian and nothing is appended', async () => {
    const before = await eventCount();
    const nested = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;

    const response = await fetch(`${app.url}/api/flight-checks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nested });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ title: 'Dati non validi', detail: 'Il corpo della richiesta è annidato oltre 32 livelli.' });
    expect(await eventCount()).toBe(before);
  });

  it('when brackets sit inside a string of the body, then they are text, not nesting', async () => {
    const response = await postJson(`${app.url}/api/flight-checks`, { passengerName: '[{'.repeat(1_000), note: 'a \\" [[[' });

    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toContain('annidato');
  });

  it('when a claim is submitted with a 101 kB body, then it is a 413 naming the 100 kB limit and nothing is appended', async () => {
    const before = await eventCount();

    const response = await postJson(`${app.url}/api/flight-checks`, { passengerName: 'x'.repeat(101 * 1024) });

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ title: 'Richiesta troppo grande', detail: 'Il corpo della richiesta supera i 100 kB.' });
    expect(await eventCount()).toBe(before);
  });

  it('when an operator sends an airline reply document over 10 MB, then it is a 413 naming the 10 MB limit and nothing is stored', async () => {
    const before = await eventCount();

    const huge = await fetch(`${app.url}/api/admin/flight-checks/1/airline/reply-document`, {
      method: 'POST',
      headers: { cookie: operator.cookie, 'x-csrf-token': operator.csrfToken, 'content-type': 'application/pdf' },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });

    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ detail: 'Il corpo della richiesta supera i 10 MB.' });
    expect(await eventCount()).toBe(before);
  });

  it('when a request’s URL is 20 kB long, then Node refuses its head with 431 before any route reads it', async () => {
    const response = await fetch(`${app.url}/api/flight-checks?q=${'a'.repeat(20 * 1024)}`);
    expect(response.status).toBe(431);
  });
});
