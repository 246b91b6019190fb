import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { normaliseEmail } from '../../../src/claims/contract.js';
import { openPassengerSession, PASSENGER_SESSION_COOKIE } from '../../../src/passengers/index.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { startServer, type ServerProcess } from '../../support/server-process.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { openSse } from './sse-client.js';

/**
 * The product split as deployed: an `api` process serves the streams, another process (here the test
 * app) runs the projections and takes the operator's change. The notification crosses processes.
 */
describe('live updates served by an api process of its own', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;
  let api: ServerProcess;

  beforeAll(async () => {
    app = await startTestApp(database());
    operator = await app.operator();
    const redisUrl = inject('redisUrl');
    api = await startServer({ DATABASE_URL: database().url, SECRET_KEY: app.secretKey, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) }, ['api']);
  });
  afterAll(async () => {
    await api?.stop();
    await app?.close();
  });

  it('when the passenger signs out everywhere and an operator is disabled through another process, then their streams on the api process end within a second', async () => {
    const claim = await submit(app.url, claimBody(await airportIds(database().pool), { email: 'pietro.bassi@example.it' }));
    expect(await app.runner.waitFor(['claim_live'], (await app.store.committedHeadPosition())!, 5_000)).toBe(true);
    const { token, csrfToken } = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), normaliseEmail('pietro.bassi@example.it'));
    const cookie = `${PASSENGER_SESSION_COOKIE}=${token}`;
    const colleague = await app.operator('operator', 'Rita Sala');
    const streams = [await openSse(`${api.url}/api/passenger/events`, { cookie }), await openSse(`${api.url}/api/admin/flight-checks/${claim.id}/events`, { cookie: colleague.cookie })];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    await Promise.all(streams.map((stream) => stream.next((message) => message.event === undefined, 2_000)));

    const admin = await app.operator('admin', 'Anna Amministratrice');
    const started = performance.now();
    const [signedOut, disabled] = await Promise.all([
      fetch(`${app.url}/api/passenger/sign-out-everywhere`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrfToken } }),
      admin.fetch(`/api/admin/operators/${colleague.id}/disable`, { method: 'POST' }),
    ]);
    expect([signedOut.status, disabled.status]).toEqual([200, 200]);
    const ended = await Promise.race([Promise.all(streams.map((stream) => stream.closed)).then(() => true), wait(1_500, false)]);
    expect(ended).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  }, 60_000);

  it('when the projector runs elsewhere, then the api process’s stream hears of the change, and SIGTERM with the stream open stops the process cleanly', async () => {
    const claim = await submit(app.url, claimBody(await airportIds(database().pool), { email: 'olga.sala@example.it' }));
    expect(await app.runner.waitFor(['claim_live'], (await app.store.committedHeadPosition())!, 5_000)).toBe(true);
    const { token } = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), normaliseEmail('olga.sala@example.it'));
    const stream = await openSse(`${api.url}/api/passenger/events`, { cookie: `${PASSENGER_SESSION_COOKIE}=${token}` });
    expect(stream.status).toBe(200);
    await stream.next((message) => message.event === undefined, 2_000);

    const started = performance.now();
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'under_review' } })).status).toBe(200);
    await stream.next((message) => message.event === 'claim' && message.data === JSON.stringify({ claimId: claim.id }), 2_000);
    expect(performance.now() - started).toBeLessThan(2_000);

    const stopping = performance.now();
    expect(await api.stop('SIGTERM')).toBe(0);
    await stream.closed;
    expect(performance.now() - stopping).toBeLessThan(5_000);
  }, 60_000);
});
