import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import { requestSilenceUpdates } from '../../../src/communications/follow-up/silence-job.js';
import { runProjectionsCommand } from '../../../projections/command.js';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { caughtUp, DAY_MS, followUpDeps, streamOf } from './fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Silence update tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('no silence longer than SILENCE_DAYS', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let admin: OperatorClient;
  let deps: ReturnType<typeof followUpDeps>;
  const start = Date.now();
  const claims: Record<'silent' | 'recent' | 'closed' | 'erased', Submitted & { email: string }> = {} as never;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, PUBLIC_URL: 'https://rimborsovolo24.it', SILENCE_DAYS: '7' }, { redisUrl: redisUrl!, workers: true });
    admin = await app.operator('admin', 'Giulia Verdi');
    deps = followUpDeps(app, database().pool);
    const airports = await airportIds(database().pool);
    for (const kind of ['silent', 'recent', 'closed', 'erased'] as const) {
      const email = `silenzio.${kind}@example.it`;
      claims[kind] = { ...(await submit(app.url, claimBody(airports, { email, passengerName: 'Lucia Ferrari' }))), email };
    }
    expect((await admin.fetch(`/api/admin/flight-checks/${claims.closed.id}/status`, { method: 'PUT', body: { adminStatus: 'completed' } })).status).toBe(200);
    expect((await admin.fetch(`/api/admin/flight-checks/${claims.erased.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta del passeggero via email' } })).status).toBe(200);
    // Five days after submission an operator moves the claim on: the passenger sees that.
    await app.store.append(
      claimStream(claims.recent.id),
      [{ type: 'ClaimStatusChanged', data: { from: 'pending', to: 'under_review', passengerNote: null }, metadata: { actor: { kind: 'operator', id: admin.id }, correlationId: 'c', causationId: 'c', requestedAt: new Date(start + 5 * DAY_MS).toISOString() } }],
      { expectedVersion: 'any' },
    );
    // The confirmations and the status update are sent (and recorded) before the clock moves.
    await waitFor(() => smtp.received.filter((mail) => mail.to.includes('silenzio.silent') || mail.to.includes('silenzio.recent')).length >= 3, { what: 'the confirmations and the status update' });
    await caughtUp(app);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const updatesTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address) && mail.subject.startsWith('Aggiornamento sulla pratica'));
  const silenceEvents = async (claimId: number) => (await streamOf(app, claimId)).filter((event) => event.type === 'SilenceUpdateRequested');
  const pass = (days: number) => requestSilenceUpdates(deps, { now: new Date(start + days * DAY_MS), silenceDays: 7 });

  it('when a claim has been silent for six days, then nobody is written to', async () => {
    expect(await pass(6)).toEqual({ requested: 0 });
  });

  it('when a claim has been silent for eight days, then its passenger gets exactly one short update and the claim records it', async () => {
    expect(await pass(8.5)).toEqual({ requested: 1 });

    await expect.poll(() => updatesTo(claims.silent.email).length, { timeout: 15_000 }).toBe(1);
    const [update] = updatesTo(claims.silent.email);
    expect(update!.subject).toBe(`Aggiornamento sulla pratica ${claims.silent.practiceNumber}`);
    expect(update!.text).toContain(`nessuna novità da 8 giorni: la tua pratica ${claims.silent.practiceNumber} è ancora in lavorazione`);
    expect(update!.text).toContain('Stato attuale: In attesa di verifica');
    expect(update!.text).toContain('https://rimborsovolo24.it/area-riservata');
    expect(update!.headers['list-unsubscribe']).toMatch(/^<https:\/\/rimborsovolo24\.it\/api\/passenger\/unsubscribe\?t=/);
    expect(update!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [event] = await silenceEvents(claims.silent.id);
    expect(event).toMatchObject({ data: { silentDays: 8 }, metadata: { actor: { kind: 'system', id: 'silence' } } });
    await expect.poll(async () => (await streamOf(app, claims.silent.id)).some((recorded) => recorded.type === 'EmailSent' && (recorded.data as { emailRequestId: string }).emailRequestId === event!.id), { timeout: 10_000 }).toBe(true);
    const timeline = (await (await admin.fetch(`/api/admin/flight-checks/${claims.silent.id}/timeline`)).json()).entries as { description: string }[];
    expect(timeline.map((entry) => entry.description)).toContain('Aggiornamento al passeggero per silenzio: nessuna novità da 8 giorni');
  });

  it('when the pass runs again, then nothing more is requested or sent', async () => {
    await caughtUp(app);
    expect(await pass(8.5)).toEqual({ requested: 0 });
    await caughtUp(app);
    expect(await silenceEvents(claims.silent.id)).toHaveLength(1);
    expect(updatesTo(claims.silent.email)).toHaveLength(1);
  });

  it('when a claim had a visible event within the period, is closed, or is erased, then it gets no update', async () => {
    for (const kind of ['recent', 'closed', 'erased'] as const) {
      expect(await silenceEvents(claims[kind].id)).toEqual([]);
      expect(updatesTo(claims[kind].email)).toEqual([]);
    }
  });

  it('when the update has been sent, then the clock starts again from it', async () => {
    await caughtUp(app);
    // Four days and a half after the update: only the claim whose operator moved it on day 5 is now silent (day 5 + 7 < day 13).
    expect(await pass(13)).toEqual({ requested: 1 });
    expect(await silenceEvents(claims.silent.id)).toHaveLength(1);
    expect(await silenceEvents(claims.recent.id)).toMatchObject([{ data: { silentDays: 8 } }]);
    await caughtUp(app);
    // Seven days and a half after the first update, a second one.
    expect(await pass(16)).toEqual({ requested: 1 });
    expect(await silenceEvents(claims.silent.id)).toMatchObject([{ data: { silentDays: 8 } }, { data: { silentDays: 7 } }]);
    await expect.poll(() => updatesTo(claims.silent.email).length, { timeout: 15_000 }).toBe(2);
    expect(updatesTo(claims.silent.email)[1]!.text).toContain('nessuna novità da 7 giorni');
  });

  it('when the claims read model is rebuilt and verified against the events, then it is identical and the silence is the same', async () => {
    await caughtUp(app);
    const silence = async () => (await database().pool.query('SELECT id, last_visible_at, version FROM claims ORDER BY id')).rows;
    const before = await silence();
    const run = async (...args: string[]) => {
      const lines: string[] = [];
      const code = await runProjectionsCommand(args, { pool: database().pool, store: app.store, handlers: app.handlers, batchSize: 3, print: (line) => lines.push(line) });
      return { code, output: lines.join('\n') };
    };
    expect((await run('rebuild', 'claims')).code).toBe(0);
    const verified = await run('verify', 'claims');
    expect(verified.output).toMatch(/^claims: \d+ events up to \S+: identical$/m);
    expect(verified.code).toBe(0);
    expect(await silence()).toEqual(before);
  });
});
