import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { requestDoItYourselfCheckIns } from '../../../src/communications/follow-up/do-it-yourself-check-in.js';
import { requestSilenceUpdates } from '../../../src/communications/follow-up/silence-job.js';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { caughtUp, DAY_MS, followUpDeps, streamOf } from './fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`«Fai da te» check-in tests not run: ${inject('redisMissingReason')}`);

const SUBJECT = 'La compagnia ha risposto? Pratica';

describe.runIf(redisUrl)('six weeks after «Fai da te», the passenger is asked whether the airline answered', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let admin: OperatorClient;
  let deps: ReturnType<typeof followUpDeps>;
  let start: number;
  const claims: Record<'alone' | 'handedBack' | 'ours', Submitted & { email: string }> = {} as never;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, PUBLIC_URL: 'https://rimborsovolo24.it', SILENCE_DAYS: '7' }, { redisUrl: redisUrl!, workers: true });
    admin = await app.operator('admin', 'Giulia Verdi');
    deps = followUpDeps(app, database().pool);
    expect((await admin.fetch('/api/admin/airlines/AZ', { method: 'PATCH', body: { paysDirectly: true } })).status).toBe(200);
    await caughtUp(app, 'projections');
    const airports = await airportIds(database().pool);
    start = Date.now();
    for (const kind of ['alone', 'handedBack', 'ours'] as const) {
      const email = `sei.settimane.${kind.toLowerCase()}@example.it`;
      claims[kind] = { ...(await submit(app.url, claimBody(airports, { email, passengerName: 'Lucia Ferrari' }))), email };
      if (kind === 'ours') continue;
      const chosen = await fetch(`${app.url}/api/flight-checks/${claims[kind].id}/do-it-yourself`, { method: 'POST', headers: { 'x-upload-token': claims[kind].uploadToken } });
      expect(chosen.status).toBe(200);
    }
    // Three days later the second passenger hands their claim back to us.
    await app.store.append(
      `claim-${claims.handedBack.id}`,
      [{ type: 'OurServiceChosen', data: { daysOnTheirOwn: 3 }, metadata: { actor: { kind: 'passenger', id: claims.handedBack.practiceNumber }, correlationId: 'c', causationId: 'c', requestedAt: new Date(start + 3 * DAY_MS).toISOString() } }],
      { expectedVersion: 'any' },
    );
    await waitFor(() => smtp.received.filter((mail) => mail.to.includes('sei.settimane')).length >= 3, { what: 'the three confirmations' });
    await caughtUp(app);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const checkInsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address) && mail.subject.startsWith(SUBJECT));
  const pass = (days: number) => requestDoItYourselfCheckIns(deps, { now: new Date(start + days * DAY_MS) });

  it('when five weeks have passed, then nobody is asked', async () => {
    expect(await pass(35)).toEqual({ requested: 0 });
  });

  it('when a claim the passenger follows on their own is silent, then no «still in progress» update goes: it is not ours to report on', async () => {
    expect(await requestSilenceUpdates(deps, { now: new Date(start + 20 * DAY_MS), silenceDays: 7 })).toEqual({ requested: 2 });
    const updated = async (claim: Submitted) => (await streamOf(app, claim.id)).some((event) => event.type === 'SilenceUpdateRequested');
    expect({ alone: await updated(claims.alone), handedBack: await updated(claims.handedBack), ours: await updated(claims.ours) }).toEqual({ alone: false, handedBack: true, ours: true });
  });

  it('when six weeks have passed, then the passenger still on their own gets one e-mail with «Non hanno risposto? Ci pensiamo noi» and the way back into their area', async () => {
    expect(await pass(42.5)).toEqual({ requested: 1 });

    await expect.poll(() => checkInsTo(claims.alone.email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = checkInsTo(claims.alone.email);
    expect(mail!.subject).toBe(`${SUBJECT} ${claims.alone.practiceNumber}`);
    expect(mail!.text).toContain('Gentile Lucia Ferrari');
    expect(mail!.text).toContain('La compagnia ti ha risposto?');
    expect(mail!.text).toContain('Non hanno risposto? Ci pensiamo noi.');
    expect(mail!.text).toContain(`https://rimborsovolo24.it/area-riservata?pratica=${claims.alone.id}`);
    expect(mail!.text).toContain('solo se la compagnia paga');
    const [event] = (await streamOf(app, claims.alone.id)).filter((recorded) => recorded.type === 'DoItYourselfCheckInRequested');
    expect(event).toMatchObject({ data: { daysOnTheirOwn: 42 }, metadata: { actor: { kind: 'system', id: 'do-it-yourself-check-in' } } });
    expect(checkInsTo(claims.handedBack.email)).toHaveLength(0);
    expect(checkInsTo(claims.ours.email)).toHaveLength(0);
  });

  it('when the pass runs again, then nothing more is asked', async () => {
    await caughtUp(app);
    expect(await pass(50)).toEqual({ requested: 0 });
    await caughtUp(app);
    expect(checkInsTo(claims.alone.email)).toHaveLength(1);
  });
});
