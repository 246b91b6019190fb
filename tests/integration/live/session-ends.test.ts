import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseEmail } from '../../../src/claims/contract.js';
import type { LiveModule } from '../../../src/live/index.js';
import { openPassengerSession, PASSENGER_SESSION_COOKIE } from '../../../src/passengers/index.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { passengerClient, type PassengerClient } from '../passengers/passenger-fixtures.js';
import { openSse, type SseClient } from './sse-client.js';

/** The promise: a stream ends within a second of its session's end. */
const ONE_SECOND = 1_000;

/** Resolves with how long after `since` the stream ended; fails once `bound` has passed with the stream still open. */
async function endedWithin(stream: SseClient, bound: number, since: number): Promise<number> {
  const ended = await Promise.race([stream.closed.then(() => true), wait(Math.max(since + bound - performance.now(), 0) + 50, false)]);
  const elapsed = performance.now() - since;
  expect(ended, `the stream was still open ${Math.round(elapsed)} ms later`).toBe(true);
  expect(elapsed).toBeLessThan(bound);
  return elapsed;
}


describe('live streams end with their session', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: OperatorClient;
  const open: SseClient[] = [];

  beforeAll(async () => {
    app = await startTestApp(database());
    admin = await app.operator('admin', 'Anna Amministratrice');
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app?.close();
  });

  let claims = 0;
  async function claimOf(email: string): Promise<Submitted> {
    claims++;
    const claim = await submit(app.url, claimBody(await airportIds(database().pool), { email, passengerName: `Maria Rossi ${claims}` }));
    expect(await app.runner.waitFor(['claim_live'], (await app.store.committedHeadPosition())!, 10_000)).toBe(true);
    return claim;
  }
  async function passenger(email: string): Promise<PassengerClient> {
    const { token, csrfToken } = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), normaliseEmail(email));
    return passengerClient(app, `${PASSENGER_SESSION_COOKIE}=${token}`, csrfToken);
  }
  /** A stream that has settled (its starting id came): it is counted under its session. */
  async function stream(path: string, cookie: string): Promise<SseClient> {
    const client = await openSse(`${app.url}${path}`, { cookie });
    open.push(client);
    expect(client.status).toBe(200);
    await client.next((message) => message.event === undefined, 5_000);
    return client;
  }
  /**
   * The stream is still open and still told of the claim's changes: a change made now reaches it. The
   * session's end was announced before, on the same connection, so had it ended this stream, it would have first.
   */
  async function stillHears(client: SseClient, claimId: number): Promise<void> {
    const response = await admin.fetch(`/api/admin/flight-checks/${claimId}/status`, { method: 'PUT', body: { adminStatus: 'under_review', passengerNote: 'Stiamo verificando il volo.' } });
    expect(response.status).toBe(200);
    await client.next((message) => message.event === 'claim' && message.data === JSON.stringify({ claimId }), 5_000);
  }
  const passengerStream = (client: PassengerClient) => stream('/api/passenger/events', client.cookie);
  const operatorStream = (client: OperatorClient, claimId: number) => stream(`/api/admin/flight-checks/${claimId}/events`, client.cookie);

  it('when a passenger presses «Esci da tutti i dispositivi» on another device, then the streams of every session of the address end within a second, and another address’s stays', async () => {
    await claimOf('lucia.serra@example.it');
    const others = await claimOf('marco.villa@example.it');
    const [laptop, phone, other] = [await passenger('lucia.serra@example.it'), await passenger('Lucia.Serra@example.it'), await passenger('marco.villa@example.it')];
    const streams = [await passengerStream(laptop), await passengerStream(laptop), await passengerStream(phone)];
    const bystander = await passengerStream(other);

    const started = performance.now();
    const response = await phone.fetch('/api/passenger/sign-out-everywhere', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ closed: 2 });
    await Promise.all(streams.map((client) => endedWithin(client, ONE_SECOND, started)));

    await stillHears(bystander, others.id);
    const again = await openSse(`${app.url}/api/passenger/events`, { cookie: laptop.cookie });
    expect(again.status).toBe(401);
  });

  it('when a passenger signs out on one device, then that session’s stream ends within a second and the other device’s stays', async () => {
    const claim = await claimOf('paolo.greco@example.it');
    const [leaving, staying] = [await passenger('paolo.greco@example.it'), await passenger('paolo.greco@example.it')];
    const [gone, kept] = [await passengerStream(leaving), await passengerStream(staying)];

    const started = performance.now();
    expect((await leaving.fetch('/api/passenger/sign-out', { method: 'POST' })).status).toBe(204);
    await endedWithin(gone, ONE_SECOND, started);
    await stillHears(kept, claim.id);
  });

  it('when an admin disables an operator, then the operator’s open stream ends within a second; the admin’s own stays', async () => {
    const claim = await claimOf('sara.fabbri@example.it');
    const operator = await app.operator('operator', 'Dario Conti');
    const [disabled, admins] = [await operatorStream(operator, claim.id), await operatorStream(admin, claim.id)];

    const started = performance.now();
    expect((await admin.fetch(`/api/admin/operators/${operator.id}/disable`, { method: 'POST' })).status).toBe(200);
    await endedWithin(disabled, ONE_SECOND, started);
    await stillHears(admins, claim.id);
    expect((await openSse(`${app.url}/api/admin/flight-checks/${claim.id}/events`, { cookie: operator.cookie })).status).toBe(401);
  });

  it('when an operator logs out in another tab, then the stream of that session ends within a second', async () => {
    const claim = await claimOf('elisa.rinaldi@example.it');
    const operator = await app.operator('operator', 'Fabio Testa');
    const open = await operatorStream(operator, claim.id);

    const started = performance.now();
    expect((await operator.fetch('/api/admin/logout', { method: 'POST' })).status).toBe(204);
    await endedWithin(open, ONE_SECOND, started);
  });

  it('when a passenger’s session expires with a stream open, then the stream ends within a second of the expiry', async () => {
    await claimOf('giorgio.sanna@example.it');
    const client = await passenger('giorgio.sanna@example.it');
    const { rows } = await database().pool.query<{ left: number }>(
      `UPDATE passenger_sessions SET expires_at = now() + interval '3 seconds' WHERE email = $1 RETURNING extract(epoch FROM expires_at - now()) * 1000 AS left`,
      ['giorgio.sanna@example.it'],
    );
    const expiresAt = performance.now() + Number(rows[0]!.left);
    const expiring = await passengerStream(client);

    const since = performance.now();
    const elapsed = await endedWithin(expiring, expiresAt - since + ONE_SECOND, since);
    expect(since + elapsed, 'ended before its session').toBeGreaterThanOrEqual(expiresAt - 50);
  });

  it('when an operator’s session reaches its end with a stream open, then the stream ends within a second of it', async () => {
    const claim = await claimOf('irene.pace@example.it');
    const operator = await app.operator('operator', 'Gino Riva');
    const { rows } = await database().pool.query<{ left: number }>(
      `UPDATE operator_sessions SET expires_at = now() + interval '3 seconds' WHERE operator_id = $1 RETURNING extract(epoch FROM expires_at - now()) * 1000 AS left`,
      [operator.id],
    );
    const expiresAt = performance.now() + Number(rows[0]!.left);
    const expiring = await operatorStream(operator, claim.id);

    const since = performance.now();
    const elapsed = await endedWithin(expiring, expiresAt - since + ONE_SECOND, since);
    expect(since + elapsed, 'ended before its session').toBeGreaterThanOrEqual(expiresAt - 50);
  });

  it('when an admin erases the passenger’s last claim, then the passenger’s open stream ends within a second', async () => {
    const claim = await claimOf('nina.costa@example.it');
    const open = await passengerStream(await passenger('nina.costa@example.it'));

    const started = performance.now();
    const response = await admin.fetch(`/api/admin/flight-checks/${claim.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta di cancellazione del passeggero' } });
    expect(response.status).toBe(200);
    await endedWithin(open, ONE_SECOND, started);
  });

  it('when the sign-out comes while the listening connection is down, then the stream still ends once it is back', async () => {
    await claimOf('olivia.marini@example.it');
    const client = await passenger('olivia.marini@example.it');
    const open = await passengerStream(client);
    const { listener } = (app.modules.find((module) => module.name === 'live') as LiveModule).live;
    const pid = listener.backendPid;
    expect(pid).toBeDefined();

    await database().pool.query('SELECT pg_terminate_backend($1)', [pid]);
    const started = performance.now();
    expect((await client.fetch('/api/passenger/sign-out-everywhere', { method: 'POST' })).status).toBe(200);
    await endedWithin(open, 5_000, started); // the reconnection's back-off, then one look at every stream's session
  });
});
