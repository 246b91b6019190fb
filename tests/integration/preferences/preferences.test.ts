import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentUploadToken, passengerClaims } from '../../../src/claims/index.js';
import { claimFollowUps } from '../../../src/claims/index.js';
import { sendWeeklyDigests, type DigestDeps } from '../../../src/communications/follow-up/weekly-digest.js';
import { createMailTransport } from '../../../src/communications/mail-transport.js';
import { openPassengerSession, PASSENGER_SESSION_COOKIE } from '../../../src/passengers/index.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { caughtUp, DAY_MS, streamOf } from '../silence/fixtures.js';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Notification preference tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('the passengers’ notification preferences', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let operator: OperatorClient;
  let digests: DigestDeps;
  let digestLock: pg.PoolClient | undefined;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The tests run the digest pass themselves, at the times they choose: the worker's own daily pass
    // finds its lock taken, as it would with another process running it, and skips.
    digestLock = await database().pool.connect();
    await digestLock.query("SELECT pg_advisory_lock(hashtextextended('communications:weekly-digest', 0))");
    app = await startTestApp(database(), { SMTP_URL: smtp.url, PUBLIC_URL: 'https://rimborsovolo24.it' }, { redisUrl: redisUrl!, workers: true });
    operator = await app.operator('operator', 'Giulia Verdi');
    airports = await airportIds(database().pool);
    const pool = database().pool;
    digests = {
      pool,
      store: app.store,
      claims: claimFollowUps(pool),
      catalog: EVENT_CATALOG,
      addressClaims: passengerClaims(pool),
      unsubscribeKey: deriveKey(app.secretKey, 'unsubscribe'),
      publicUrl: app.config.publicUrl,
      transport: createMailTransport({ smtpUrl: smtp.url, from: app.config.MAIL_FROM, outboxDir: '' }),
      uploadTokenFor: (claimId, now) => currentUploadToken(pool, claimId, deriveKey(app.secretKey, 'upload-token'), now),
    };
  });
  afterAll(async () => {
    digests?.transport.close();
    await app?.close();
    digestLock?.release(true);
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  /** A passenger with `count` claims, their confirmations delivered, and a signed-in session. */
  async function passenger(address: string, count = 1) {
    const claims: Submitted[] = [];
    for (let index = 0; index < count; index++) claims.push(await submit(app.url, claimBody(airports, { email: address })));
    await waitFor(() => mailsTo(address).length === count, { what: `${count} e-mail(s) to ${address}` });
    const session = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), address);
    const headers = { cookie: `${PASSENGER_SESSION_COOKIE}=${session.token}`, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
    const preferences = {
      get: () => fetch(`${app.url}/api/passenger/preferences`, { headers }),
      put: (preference: unknown) => fetch(`${app.url}/api/passenger/preferences`, { method: 'PUT', headers, body: JSON.stringify({ preference }) }),
    };
    return { claims, headers, preferences };
  }

  const changeStatus = async (claimId: number, adminStatus: string) =>
    expect((await operator.fetch(`/api/admin/flight-checks/${claimId}/status`, { method: 'PUT', body: { adminStatus, passengerNote: `Nota per lo stato ${adminStatus}` } })).status).toBe(200);
  const settled = async (claimId: number, type: 'EmailSent' | 'EmailSkipped', count: number) =>
    expect.poll(async () => (await streamOf(app, claimId)).filter((event) => event.type === type).length, { timeout: 15_000 }).toBe(count);

  it('when the preferences are asked for without a session, then the answer is 401; a change without the CSRF token is 403', async () => {
    const { headers } = await passenger('senza.sessione@example.it');

    expect((await fetch(`${app.url}/api/passenger/preferences`)).status).toBe(401);
    const withoutToken = await fetch(`${app.url}/api/passenger/preferences`, { method: 'PUT', headers: { cookie: headers.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ preference: 'essential_only' }) });
    expect(withoutToken.status).toBe(403);
    const forgedCookie = await fetch(`${app.url}/api/passenger/preferences`, { headers: { cookie: `${PASSENGER_SESSION_COOKIE}=inventato` } });
    expect(forgedCookie.status).toBe(401);
  });

  it('when a passenger chooses the weekly digest, then every claim of the address records it and a bad choice is a 400', async () => {
    const { claims, preferences } = await passenger('due.pratiche@example.it', 2);

    expect(await (await preferences.get()).json()).toEqual({ preference: 'every_step' });
    const bad = await preferences.put('ogni_tanto');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Scegli come vuoi ricevere gli aggiornamenti');
    const changed = await preferences.put('weekly_digest');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ preference: 'weekly_digest' });
    expect(await (await preferences.get()).json()).toEqual({ preference: 'weekly_digest' });
    for (const claim of claims) {
      const recorded = (await streamOf(app, claim.id)).filter((event) => event.type === 'NotificationPreferenceChanged');
      expect(recorded).toMatchObject([{ data: { preference: 'weekly_digest' }, metadata: { actor: { kind: 'passenger', id: claim.practiceNumber } } }]);
    }
    // The same choice again records nothing more.
    await preferences.put('weekly_digest');
    expect((await streamOf(app, claims[0]!.id)).filter((event) => event.type === 'NotificationPreferenceChanged')).toHaveLength(1);
  });

  it('when a claim is submitted after the address chose the weekly digest, then its status updates are held back too', async () => {
    const address = 'nuova.pratica@example.it';
    const { preferences } = await passenger(address);
    await preferences.put('weekly_digest');
    const later = await submit(app.url, claimBody(airports, { email: address }));
    await waitFor(() => mailsTo(address).length === 2, { what: `2 e-mails to ${address}` });

    await changeStatus(later.id, 'under_review');
    await settled(later.id, 'EmailSkipped', 1);
    expect(mailsTo(address)).toHaveLength(2);
    expect(await (await preferences.get()).json()).toEqual({ preference: 'weekly_digest' });
  });

  it('when every step is wanted, then a status update goes at once and carries a one-click unsubscribe; the confirmation does not', async () => {
    const address = 'ogni.passo@example.it';
    const { claims } = await passenger(address);
    await changeStatus(claims[0]!.id, 'under_review');

    await waitFor(() => mailsTo(address).length === 2, { what: `2 e-mails to ${address}` });
    const [confirmation, update] = mailsTo(address);
    expect(confirmation!.headers['list-unsubscribe']).toBeUndefined();
    expect(update!.headers['list-unsubscribe']).toMatch(/^<https:\/\/rimborsovolo24\.it\/api\/passenger\/unsubscribe\?t=[\w.%-]+>$/);
    expect(update!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('when the weekly digest is chosen, then a status update is held back but an operator’s e-mail goes, and the digest then tells the week', async () => {
    const address = 'riepilogo@example.it';
    const { claims, preferences } = await passenger(address);
    const claim = claims[0]!;
    await preferences.put('weekly_digest');

    await changeStatus(claim.id, 'under_review');
    await settled(claim.id, 'EmailSkipped', 1);
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/send-email`, { method: 'POST', body: { subject: 'Ci serve la carta d’imbarco', message: 'Gentile {{passengerName}}, ci manca la carta d’imbarco.' } })).status).toBe(202);
    await settled(claim.id, 'EmailSent', 2);
    expect(mailsTo(address).map((mail) => mail.subject)).toEqual([expect.any(String), 'Ci serve la carta d’imbarco']);
    const timeline = (await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json()).entries as { description: string }[];
    expect(timeline.map((entry) => entry.description)).toContain('Email non inviata per la scelta del passeggero (un riepilogo settimanale)');
    await caughtUp(app);

    const now = new Date(Date.now() + DAY_MS);
    await sendWeeklyDigests(digests, now);
    const digest = mailsTo(address).find((mail) => mail.subject === `Il riepilogo settimanale della pratica ${claim.practiceNumber}`);
    expect(digest).toBeDefined();
    expect(digest!.text).toContain('Abbiamo ricevuto la tua richiesta di risarcimento.');
    expect(digest!.text).toContain('La pratica è passata allo stato «In fase di revisione».');
    expect(digest!.text).toContain('Ti abbiamo scritto: «Ci serve la carta d’imbarco».');
    expect(digest!.text).toContain('https://rimborsovolo24.it/area-riservata');
    expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await streamOf(app, claim.id)).filter((event) => event.type === 'WeeklyDigestSent')).toMatchObject([{ data: { entries: expect.any(Number), to: now.toISOString() } }]);

    // A pass later that day, or six days on, sends nothing more.
    await sendWeeklyDigests(digests, new Date(now.getTime() + 6 * DAY_MS));
    expect(mailsTo(address).filter((mail) => mail.subject.startsWith('Il riepilogo settimanale'))).toHaveLength(1);
  });

  it('when only essential e-mails are wanted, then status updates and digests stay away, but news about the money goes', async () => {
    const address = 'essenziali@example.it';
    const { claims, preferences } = await passenger(address);
    const claim = claims[0]!;
    await preferences.put('essential_only');

    await changeStatus(claim.id, 'under_review');
    await settled(claim.id, 'EmailSkipped', 1);
    await changeStatus(claim.id, 'approved');
    await settled(claim.id, 'EmailSent', 2);
    expect(mailsTo(address)[1]!.text).toContain('In fase di revisione');
    await caughtUp(app);
    await sendWeeklyDigests(digests, new Date(Date.now() + DAY_MS));
    expect(mailsTo(address)).toHaveLength(2);
  });

  it('when the passenger clicks the one-click unsubscribe, then the address gets only essential e-mails; a forged link is a 400', async () => {
    const address = 'disiscrizione@example.it';
    const { claims, preferences } = await passenger(address, 2);
    await changeStatus(claims[0]!.id, 'under_review');
    await waitFor(() => mailsTo(address).length === 3, { what: `3 e-mails to ${address}` });
    const link = /^<(.+)>$/.exec(mailsTo(address)[2]!.headers['list-unsubscribe']!)![1]!;
    const path = link.replace('https://rimborsovolo24.it', app.url);

    // What a mail provider sends (RFC 8058): a POST with that body, no cookie.
    const unsubscribed = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(unsubscribed.status).toBe(200);
    expect((await unsubscribed.json()).message).toContain('solo per le comunicazioni essenziali');
    expect(await (await preferences.get()).json()).toEqual({ preference: 'essential_only' });
    for (const claim of claims) {
      expect((await streamOf(app, claim.id)).filter((event) => event.type === 'NotificationPreferenceChanged')).toMatchObject([{ data: { preference: 'essential_only' } }]);
    }

    const token = new URL(link).searchParams.get('t')!;
    const [body, signature] = token.split('.');
    const otherClaim = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), claimId: claims[1]!.id + 1 })).toString('base64url');
    for (const forged of [`${otherClaim}.${signature}`, `${body}.${signature!.slice(0, -2)}AA`, 'qualcosa']) {
      const response = await fetch(`${app.url}/api/passenger/unsubscribe?t=${encodeURIComponent(forged)}`, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Il link di disiscrizione non è valido');
    }
    expect((await fetch(`${app.url}/api/passenger/unsubscribe`, { method: 'POST' })).status).toBe(400);

    // A mail client that only opens links is sent to the page that asks to confirm.
    const opened = await fetch(path, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/disiscrizione?t=${encodeURIComponent(token)}`);
  });

  it('when a passenger changes the preference an 11th time within the hour, then 429 in Italian and nothing is appended on any of their claims', async () => {
    const { claims, preferences } = await passenger('dieci.cambi@example.it', 2);
    for (let index = 0; index < 10; index++) expect((await preferences.put(index % 2 ? 'every_step' : 'weekly_digest')).status, `change ${index + 1}`).toBe(200);
    const counts = async () => Promise.all(claims.map(async (claim) => (await streamOf(app, claim.id)).length));
    const before = await counts();

    const refused = await preferences.put('essential_only');

    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = await refused.json();
    expect(problem.title).toBe('Troppe modifiche');
    expect(problem.detail).toMatch(/^Hai cambiato le preferenze sulle email molte volte in poco tempo\. Riprova tra \d+ minuti\.$/);
    expect(await counts()).toEqual(before);
    expect(await (await preferences.get()).json()).toEqual({ preference: 'every_step' });
  });
});
