/**
 * Idempotency keys as an attacker uses them: a key seen once (in a shared log, a proxy, a reused
 * browser) sent again with another body must not answer with the first claim's practice number
 * and a fresh upload token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearExpiredIdempotencyKeys } from '../../../src/claims/claim-registry.js';
import { startIdempotencyKeySweeper } from '../../../src/claims/index.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { postJson, startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, duplicatesFlagged } from './claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

const KEY_REUSED = "Chiave di idempotenza già usata per un'altra richiesta";
const counts = async () => {
  const { rows } = await database().pool.query<{ claims: number; events: number }>('SELECT (SELECT count(*)::int FROM claim_registry) AS claims, (SELECT count(*)::int FROM events) AS events');
  return rows[0]!;
};

describe('the same Idempotency-Key with another body', () => {
  it('when an attacker replays a passenger’s key with their own body, then the answer is 422 and no claim, event or token is made', async () => {
    const key = `victim-${Date.now()}`;
    const victim = await submit(app.url, claimBody(airports), { 'idempotency-key': key });
    // Duplicates of earlier claims are flagged after their answers: none is being flagged while this one is counted.
    await duplicatesFlagged(app);
    const before = await counts();

    const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { passengerName: 'Mallory Attaccante', email: 'mallory@example.it' }), { 'idempotency-key': key });
    const text = await response.text();

    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(text)).toMatchObject({ status: 422, title: KEY_REUSED, detail: KEY_REUSED });
    expect(text).not.toContain(victim.practiceNumber);
    expect(text).not.toContain('uploadToken');
    expect(await counts()).toEqual(before);
  });

  it('when the body differs only in one field the claim keeps (the phone), then it is still another request: 422', async () => {
    const key = `phone-${Date.now()}`;
    await submit(app.url, claimBody(airports), { 'idempotency-key': key });

    const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { phone: '+39 333 0000000' }), { 'idempotency-key': key });

    expect(response.status).toBe(422);
  });

  it('when the same body comes again, spelled differently (key order, spaces, case of the flight number), then it is the same claim', async () => {
    const key = `same-${Date.now()}`;
    const first = await submit(app.url, claimBody(airports), { 'idempotency-key': key });
    const reordered = Object.fromEntries(Object.entries(claimBody(airports, { flightNumber: 'AZ610', passengerName: '  Maria Rossi ' })).reverse());

    const again = await submit(app.url, reordered, { 'idempotency-key': key });

    expect(again.id).toBe(first.id);
    expect(again.practiceNumber).toBe(first.practiceNumber);
    const events: string[] = [];
    for await (const event of app.store.readStream(`claim-${first.id}`)) events.push(event.type);
    expect(events).toEqual(['ClaimSubmitted', 'EligibilityAssessed']);
  });
});

describe('expiry of idempotency keys', () => {
  it('when a key is older than 24 hours and the sweep has run, then it makes a new claim with a new body, and the old claim stays', async () => {
    const key = `expired-${Date.now()}`;
    const old = await submit(app.url, claimBody(airports), { 'idempotency-key': key });
    await database().pool.query("UPDATE claim_registry SET created_at = now() - interval '25 hours' WHERE idempotency_key = $1", [key]);

    const stop = startIdempotencyKeySweeper(database().pool, createLogger('silent'), { everyMs: 60_000 });
    await expect.poll(async () => (await database().pool.query('SELECT 1 FROM claim_registry WHERE idempotency_key = $1', [key])).rowCount, { timeout: 5_000 }).toBe(0);
    await stop();
    const fresh = await submit(app.url, claimBody(airports, { passengerName: 'Luca Bianchi', email: 'luca@example.it' }), { 'idempotency-key': key });

    expect(fresh.id).not.toBe(old.id);
    const { rows } = await database().pool.query('SELECT idempotency_key, request_hash FROM claim_registry WHERE claim_id = $1', [old.id]);
    expect(rows).toEqual([{ idempotency_key: null, request_hash: null }]);
    const operator = await app.operator();
    expect((await operator.fetch(`/api/admin/flight-checks/${old.id}`)).status).toBe(200);
  });

  it('when a key is younger than 24 hours, then the sweep leaves it, and another body is still refused', async () => {
    const key = `young-${Date.now()}`;
    await submit(app.url, claimBody(airports), { 'idempotency-key': key });
    await database().pool.query("UPDATE claim_registry SET created_at = now() - interval '23 hours' WHERE idempotency_key = $1", [key]);

    await clearExpiredIdempotencyKeys(database().pool, new Date());
    const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { email: 'altro@example.it' }), { 'idempotency-key': key });

    expect(response.status).toBe(422);
  });
});
