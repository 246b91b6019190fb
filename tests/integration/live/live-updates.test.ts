import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseEmail } from '../../../src/claims/contract.js';
import type { Projection } from '../../../projections/projection.js';
import { rebuildProjection } from '../../../projections/rebuild.js';
import type { LiveModule } from '../../../src/live/index.js';
import { openPassengerSession, PASSENGER_SESSION_COOKIE } from '../../../src/passengers/index.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { openSse, type SseClient, type SseMessage } from './sse-client.js';

const isClaim = (claimId: number) => (message: SseMessage) => message.event === 'claim' && message.data === JSON.stringify({ claimId });

describe('live updates over Server-Sent Events', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;
  const open: SseClient[] = [];

  beforeAll(async () => {
    app = await startTestApp(database());
    operator = await app.operator();
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await app?.close();
  });

  let claims = 0;
  async function claimOf(email: string): Promise<Submitted> {
    claims++;
    const claim = await submit(app.url, claimBody(await airportIds(database().pool), { email, passengerName: `Maria Rossi ${claims}` }));
    // Its submission has been announced before any stream of the test opens.
    await announced();
    return claim;
  }
  /** claim_live has every change written so far (the committed head: readAll's head stays behind while any older transaction runs). */
  async function announced(): Promise<void> {
    const head = (await app.store.committedHeadPosition())!;
    const reached = await app.runner.waitFor(['claim_live'], head, 10_000);
    expect(reached, `claim_live did not reach ${head}: ${JSON.stringify(app.runner.state().find((state) => state.name === 'claim_live'))}`).toBe(true);
  }
  async function passengerCookie(email: string): Promise<string> {
    const { token } = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), normaliseEmail(email));
    return `${PASSENGER_SESSION_COOKIE}=${token}`;
  }
  async function passengerStream(cookie: string, headers: Record<string, string> = {}, query = ''): Promise<SseClient> {
    const client = await openSse(`${app.url}/api/passenger/events${query}`, { cookie, ...headers });
    open.push(client);
    return client;
  }
  async function operatorStream(claimId: number, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = await openSse(`${app.url}/api/admin/flight-checks/${claimId}/events`, { cookie: operator.cookie, ...headers });
    open.push(client);
    return client;
  }
  const changeStatus = async (claimId: number, adminStatus: string) => {
    const response = await operator.fetch(`/api/admin/flight-checks/${claimId}/status`, { method: 'PUT', body: { adminStatus, passengerNote: 'Stiamo verificando il volo.' } });
    expect(response.status).toBe(200);
  };
  /** Generous for a loaded machine: the one-second promise is checked by the first test alone. */
  const SOON = 5_000;
  /** The stream has settled: its starting point (an id alone) has arrived. */
  const settled = (client: SseClient) => client.next((message) => message.event === undefined, SOON);
  const claimMessages = (client: SseClient) => client.messages.filter((message) => message.event === 'claim');

  it('when an operator changes the status, then the passenger’s open stream hears of it within a second, with the claim id and nothing else', async () => {
    const claim = await claimOf('anna.bianchi@example.it');
    const stream = await passengerStream(await passengerCookie('Anna.Bianchi@example.it'));
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toMatch(/no-cache/);
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    await settled(stream);

    const started = performance.now();
    await changeStatus(claim.id, 'under_review');
    const message = await stream.next((m) => m.event === 'claim', 1_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(message).toEqual({ id: expect.stringMatching(/\S/), event: 'claim', data: JSON.stringify({ claimId: claim.id }) });
  });

  it('when an operator writes an internal note, then the operator’s stream hears of it and the passenger’s does not', async () => {
    const claim = await claimOf('carlo.neri@example.it');
    const passenger = await passengerStream(await passengerCookie('carlo.neri@example.it'));
    const staff = await operatorStream(claim.id);
    await Promise.all([settled(passenger), settled(staff)]);

    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { adminNotes: 'Ha chiamato, è molto arrabbiato' } })).status).toBe(200);
    expect(await staff.next(isClaim(claim.id), SOON)).toMatchObject({ event: 'claim' });

    // A change after the note: each stream is told in order, so the note would have come first.
    await changeStatus(claim.id, 'approved');
    const approved = await passenger.next(isClaim(claim.id), SOON);
    await staff.next(isClaim(claim.id), SOON);
    expect(claimMessages(passenger)).toEqual([approved]);
  });

  it('when another address’s claim changes, then this passenger never hears of it', async () => {
    const mine = await claimOf('elena.galli@example.it');
    const theirs = await claimOf('franco.gatti@example.it');
    const elena = await passengerStream(await passengerCookie('elena.galli@example.it'));
    const franco = await passengerStream(await passengerCookie('franco.gatti@example.it'));
    await Promise.all([settled(elena), settled(franco)]);

    await changeStatus(theirs.id, 'rejected');
    await franco.next(isClaim(theirs.id), SOON);
    await changeStatus(mine.id, 'under_review');
    await elena.next(isClaim(mine.id), SOON);
    expect(elena.messages.filter((message) => message.event === 'claim')).toEqual([{ id: expect.any(String), event: 'claim', data: JSON.stringify({ claimId: mine.id }) }]);
  });

  it('when the passenger reconnects with Last-Event-ID after missing a change, then the change is sent at once; with the latest id, nothing is', async () => {
    const claim = await claimOf('giulia.conti@example.it');
    const cookie = await passengerCookie('giulia.conti@example.it');
    const first = await passengerStream(cookie);
    await settled(first);
    await changeStatus(claim.id, 'under_review');
    const seen = await first.next(isClaim(claim.id), SOON);
    first.close();

    await changeStatus(claim.id, 'approved'); // nobody is listening
    await announced();
    const again = await passengerStream(cookie, { 'last-event-id': seen.id! });
    const missed = await again.next(isClaim(claim.id), SOON);
    expect(missed.id).not.toBe(seen.id);
    again.close();

    // The query parameter does the same for clients that cannot set the header; the latest id brings nothing.
    const latest = await passengerStream(cookie, {}, `?lastEventId=${encodeURIComponent(missed.id!)}`);
    await changeStatus(claim.id, 'rejected'); // told after whatever the reconnection brought
    const next = await latest.next(isClaim(claim.id), SOON);
    expect(claimMessages(latest)).toEqual([next]);
  });

  it('when a stream opens, then it starts with the id to resume from, so a reconnection without any change seen still gets what it missed', async () => {
    const claim = await claimOf('ivo.ferri@example.it');
    const cookie = await passengerCookie('ivo.ferri@example.it');
    const first = await passengerStream(cookie);
    const start = await first.next((message) => message.event === undefined, SOON);
    expect(start).toEqual({ id: expect.stringMatching(/\S/) });
    first.close();

    await changeStatus(claim.id, 'under_review');
    await announced();
    const again = await passengerStream(cookie, { 'last-event-id': start.id! });
    await again.next(isClaim(claim.id), SOON);
  });

  it('when a passenger has no session or a forged one, then the stream answers 401 problem+json', async () => {
    const none = await openSse(`${app.url}/api/passenger/events`);
    expect(none.status).toBe(401);
    expect(none.headers['content-type']).toMatch(/^application\/problem\+json/);
    const forged = await openSse(`${app.url}/api/passenger/events`, { cookie: `${PASSENGER_SESSION_COOKIE}=${'A'.repeat(43)}` });
    expect(forged.status).toBe(401);
  });

  it('when someone without an operator’s session asks for a claim’s stream, then it answers 401', async () => {
    const claim = await claimOf('luca.moretti@example.it');
    const stranger = await openSse(`${app.url}/api/admin/flight-checks/${claim.id}/events`);
    expect(stranger.status).toBe(401);
    // A passenger's session opens nothing under /api/admin either.
    const passenger = await openSse(`${app.url}/api/admin/flight-checks/${claim.id}/events`, { cookie: await passengerCookie('luca.moretti@example.it') });
    expect(passenger.status).toBe(401);
  });

  it('when Last-Event-ID is not a position or the claim id is not a number, then the answer is 400 problem+json before any stream', async () => {
    const cookie = await passengerCookie('anna.bianchi@example.it');
    const forged = await openSse(`${app.url}/api/passenger/events`, { cookie, 'last-event-id': "1' OR 1=1 --" });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ title: 'Dati non validi' });
    expect((await openSse(`${app.url}/api/admin/flight-checks/abc/events`, { cookie: operator.cookie })).status).toBe(400);
  });

  it('when a stream request is not a plain GET of the exact path, then express’s routes answer it as any other request', async () => {
    const claim = await claimOf('rita.serra@example.it');
    const cookie = await passengerCookie('rita.serra@example.it');
    // Refusals are express's: problem+json with the pages' security headers.
    const none = await openSse(`${app.url}/api/passenger/events`);
    expect(none.status).toBe(401);
    expect(none.headers['content-security-policy']).toBeDefined();
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const path of ['/api/passenger/events/', '/API/passenger/events', `/api/admin/flight-checks/${claim.id}/events/`]) {
      const odd = await openSse(`${app.url}${path}`, { cookie: `${cookie}; ${operator.cookie}` });
      expect(odd.status, path).toBe(404);
      expect(odd.headers['content-type'], path).toMatch(/^application\/problem\+json/);
    }
    const twice = await openSse(`${app.url}/api/passenger/events?lastEventId=a&lastEventId=b`, { cookie });
    expect(twice.status).toBe(400);
    expect((await openSse(`${app.url}/api/admin/flight-checks/0/events`, { cookie: operator.cookie })).status).toBe(400);
    expect((await openSse(`${app.url}/api/admin/flight-checks/99999999999999999999/events`, { cookie: operator.cookie })).status).toBe(400);
    // A GET with a body goes through express's parsers: its stream opens there, under the same checks.
    const withBody = await passengerStream(cookie, { 'content-length': '0' });
    expect(withBody.status).toBe(200);
    expect(withBody.headers['content-type']).toMatch(/^text\/event-stream/);
    await settled(withBody);
    await changeStatus(claim.id, 'under_review');
    await withBody.next(isClaim(claim.id), SOON);
    withBody.close();
  });

  it('when one session opens more streams than allowed, then the extra one is refused with 429 and the others stay open', async () => {
    await claimOf('marta.ricci@example.it');
    const cookie = await passengerCookie('marta.ricci@example.it');
    const streams = await Promise.all(Array.from({ length: 5 }, () => passengerStream(cookie)));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    const extra = await openSse(`${app.url}/api/passenger/events`, { cookie });
    expect(extra.status).toBe(429);
    expect(JSON.parse(extra.body)).toMatchObject({ title: 'Troppe pagine aperte' });
    const { streams: open } = (app.modules.find((module) => module.name === 'live') as LiveModule).live;
    const before = open.size;
    streams[0]!.close();
    await expect.poll(() => open.size, { message: 'the server to count the closed stream out' }).toBe(before - 1);
    const replacement = await passengerStream(cookie);
    expect(replacement.status).toBe(200);
    for (const stream of [...streams, replacement]) stream.close();
  });

  it('when the listening connection is terminated, then it reconnects and a change made meanwhile still arrives', async () => {
    const claim = await claimOf('nadia.longo@example.it');
    const stream = await passengerStream(await passengerCookie('nadia.longo@example.it'));
    await settled(stream);
    const { listener } = (app.modules.find((module) => module.name === 'live') as LiveModule).live;
    const pid = listener.backendPid;
    expect(pid).toBeDefined();

    await database().pool.query('SELECT pg_terminate_backend($1)', [pid]);
    await changeStatus(claim.id, 'under_review'); // while nobody listens
    await stream.next(isClaim(claim.id), 5_000);
    expect(listener.backendPid).not.toBe(pid);

    await changeStatus(claim.id, 'approved'); // and later ones as usual
    await stream.next(isClaim(claim.id), SOON);
  });

  it('when claim_live is rebuilt from the first event, then open streams hear nothing of the history', async () => {
    const claim = await claimOf('paola.fontana@example.it');
    const staff = await operatorStream(claim.id);
    await settled(staff);
    const projection = app.handlers.find((handler) => handler.name === 'claim_live') as Projection;
    await rebuildProjection({ pool: database().pool, store: app.store, batchSize: 500 }, projection);

    await changeStatus(claim.id, 'under_review'); // and the rebuilt table goes on announcing
    const change = await staff.next(isClaim(claim.id), SOON);
    expect(claimMessages(staff)).toEqual([change]); // told in order: anything of the rebuild would have come first
  });

  it('when the app closes with streams open, then close() returns promptly and the streams end', async () => {
    const other = await startTestApp(database());
    const cookie = await passengerCookie('anna.bianchi@example.it');
    const streams = await Promise.all([1, 2, 3].map(() => openSse(`${other.url}/api/passenger/events`, { cookie })));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const started = performance.now();
    await other.close();
    await Promise.all(streams.map((stream) => stream.closed));
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
