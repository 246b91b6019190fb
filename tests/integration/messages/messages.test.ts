import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runProjectionsCommand } from '../../../projections/command.js';
import { openPassengerSession } from '../../../src/passengers/index.js';
import { ERASED_PERSONAL_DATA } from '../../../src/platform/personal-data/declaration.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { settled } from '../../support/settled.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { caughtUp, streamOf } from '../privacy/fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Messages tests not run: ${inject('redisMissingReason')}`);

const PUBLIC_URL = 'https://rimborsovolo24.it';
const SUPPORT_EMAIL = 'supporto-test@rimborsovolo24.it';

describe.runIf(redisUrl)('messages between passenger and operators', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let operator: OperatorClient;
  let admin: OperatorClient;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '2', EMAIL_BACKOFF_MS: '50', PUBLIC_URL, SUPPORT_EMAIL }, { redisUrl: redisUrl!, workers: true });
    operator = await app.operator('operator', 'Giulia Verdi');
    admin = await app.operator('admin', 'Anna Amministratrice');
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  /** A claim of this address, its confirmation e-mail already delivered. */
  async function claimOf(email: string, overrides: Record<string, unknown> = {}): Promise<Submitted> {
    const claim = await submit(app.url, claimBody(airports, { email, ...overrides }));
    await expect.poll(() => mailsTo(email).length, { timeout: 25_000 }).toBe(1);
    return claim;
  }

  /** A signed-in passenger of this address: its cookie and CSRF token, as the sign-in link would leave them. */
  async function passengerOf(email: string) {
    const session = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), email);
    const cookie = `rv_passenger=${session.token}`;
    return {
      fetch(path: string, init: { method?: string; body?: unknown; csrf?: boolean; cookie?: boolean } = {}) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (init.cookie !== false) headers.cookie = cookie;
        if (init.csrf !== false) headers['x-csrf-token'] = session.csrfToken;
        return fetch(`${app.url}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
      },
    };
  }

  it('when an operator writes, then the passenger gets an e-mail with the text and a link to their area, recorded as EmailSent, and reads the message there', async () => {
    const claim = await claimOf('lettore@example.it', { passengerName: 'Lucia Ferrari' });
    const passenger = await passengerOf('lettore@example.it');

    const posted = await operator.fetch(`/api/admin/flight-checks/${claim.id}/messages`, { method: 'POST', body: { text: 'Buongiorno Lucia,\nla compagnia ha risposto: <b>rimborso</b> in arrivo.' } });

    expect(posted.status).toBe(201);
    expect((await posted.json()).messages).toEqual([
      { id: expect.any(String), author: 'operator', authorName: 'Giulia Verdi', text: 'Buongiorno Lucia,\nla compagnia ha risposto: <b>rimborso</b> in arrivo.', createdAt: expect.any(String) },
    ]);
    await expect.poll(() => mailsTo('lettore@example.it').length, { timeout: 25_000 }).toBe(2);
    const mail = mailsTo('lettore@example.it')[1]!;
    expect(mail.subject).toBe(`Nuovo messaggio sulla tua pratica ${claim.practiceNumber}`);
    expect(mail.text).toContain('la compagnia ha risposto: <b>rimborso</b> in arrivo.');
    expect(mail.text).toContain(`${PUBLIC_URL}/area-riservata`);
    expect(mail.html).toContain('&lt;b&gt;rimborso&lt;/b&gt;');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/area-riservata"`);
    await expect.poll(async () => (await streamOf(app, claim.id)).filter((event) => event.type === 'EmailSent').length, { timeout: 5_000 }).toBe(2);

    const thread = await (await passenger.fetch(`/api/passenger/claims/${claim.id}/messages`)).json();
    expect(thread.messages).toEqual([expect.objectContaining({ author: 'operator', authorName: 'Giulia di RimborsoVolo24', text: expect.stringContaining('rimborso') })]);
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries.find((entry: { type: string }) => entry.type === 'MessagePosted')).toMatchObject({ description: 'Messaggio inviato al passeggero', actor: { kind: 'operator', name: 'Giulia Verdi' } });
  });

  it('when an operator writes with «invia anche per email» off, then the passenger reads it in their area and gets no e-mail; a non-boolean choice is 400 in Italian', async () => {
    const claim = await claimOf('silenzioso@example.it');
    const passenger = await passengerOf('silenzioso@example.it');
    const path = `/api/admin/flight-checks/${claim.id}/messages`;

    const wrong = await operator.fetch(path, { method: 'POST', body: { text: 'Ciao', alsoByEmail: 'no' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([{ field: 'alsoByEmail', message: 'Indica se inviare il messaggio anche per email' }]);

    expect((await operator.fetch(path, { method: 'POST', body: { text: 'Solo nell’area riservata', alsoByEmail: false } })).status).toBe(201);
    expect((await operator.fetch(path, { method: 'POST', body: { text: 'Anche per email', alsoByEmail: true } })).status).toBe(201);

    await expect.poll(() => mailsTo('silenzioso@example.it').length, { timeout: 25_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the quiet message's job, had it asked for an e-mail, would have been sent by now
    expect(mailsTo('silenzioso@example.it').map((mail) => mail.text).filter((text) => text.includes('Solo nell’area riservata'))).toEqual([]);
    expect(mailsTo('silenzioso@example.it')[1]!.text).toContain('Anche per email');
    const thread = await (await passenger.fetch(`/api/passenger/claims/${claim.id}/messages`)).json();
    expect(thread.messages.map((message: { text: string }) => message.text)).toEqual(['Solo nell’area riservata', 'Anche per email']);
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries.filter((entry: { type: string }) => entry.type === 'MessagePosted').map((entry: { description: string }) => entry.description)).toEqual([
      'Messaggio inviato al passeggero',
      'Messaggio inviato al passeggero (solo nell’area riservata, senza email)',
    ]);
  });

  it('when the passenger writes on an assigned claim, then the assigned operator is told without the words or the name, and it is no EmailSent', async () => {
    const claim = await claimOf('scrivente@example.it', { passengerName: 'Ermenegilda Quartararo' });
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/assign`, { method: 'PUT', body: { operatorId: operator.id } })).status).toBe(200);
    const passenger = await passengerOf('scrivente@example.it');
    const operatorAddress = (await database().pool.query('SELECT email FROM operators WHERE id = $1', [operator.id])).rows[0].email as string;

    const posted = await passenger.fetch(`/api/passenger/claims/${claim.id}/messages`, { method: 'POST', body: { text: 'La valigia rossa è ancora dispersa' } });

    expect(posted.status).toBe(201);
    expect((await posted.json()).messages).toEqual([expect.objectContaining({ author: 'passenger', authorName: null, text: 'La valigia rossa è ancora dispersa' })]);
    await expect.poll(() => mailsTo(operatorAddress).length, { timeout: 25_000 }).toBe(1);
    const notice = mailsTo(operatorAddress)[0]!;
    expect(notice.subject).toContain(claim.practiceNumber);
    expect(notice.text).toContain(`${PUBLIC_URL}/admin/practice/${claim.id}`);
    for (const part of [notice.subject, notice.text, notice.html]) {
      expect(part).not.toContain('valigia');
      expect(part).not.toContain('Quartararo');
      expect(part).not.toContain('scrivente@example.it');
    }
    await expect.poll(async () => (await streamOf(app, claim.id)).map((event) => event.type), { timeout: 5_000 }).toContain('OperatorNotified');
    const events = await streamOf(app, claim.id);
    expect(events.filter((event) => event.type === 'EmailSent')).toHaveLength(1);
    expect(events.find((event) => event.type === 'MessagePosted')!.metadata.actor).toEqual({ kind: 'passenger', id: claim.practiceNumber });
    const thread = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/messages`)).json();
    expect(thread.messages).toEqual([expect.objectContaining({ author: 'passenger', authorName: null, text: 'La valigia rossa è ancora dispersa' })]);
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries.find((entry: { type: string }) => entry.type === 'MessagePosted')).toMatchObject({ description: 'Messaggio del passeggero', actor: { kind: 'passenger' } });
  });

  it('when the passenger writes on an unassigned claim, then SUPPORT_EMAIL is told; a retried post with the same messageId adds one message and one notice', async () => {
    const claim = await claimOf('senza-assegnatario@example.it');
    const passenger = await passengerOf('senza-assegnatario@example.it');
    const body = { text: 'Avete ricevuto i documenti?', messageId: randomUUID() };

    const first = await passenger.fetch(`/api/passenger/claims/${claim.id}/messages`, { method: 'POST', body });
    const retried = await passenger.fetch(`/api/passenger/claims/${claim.id}/messages`, { method: 'POST', body });

    expect([first.status, retried.status]).toEqual([201, 201]);
    expect((await retried.json()).messages).toEqual([expect.objectContaining({ id: body.messageId, text: 'Avete ricevuto i documenti?' })]);
    await expect.poll(() => mailsTo(SUPPORT_EMAIL).filter((mail) => mail.subject.includes(claim.practiceNumber)).length, { timeout: 25_000 }).toBe(1);
    await settled(app);
    expect(mailsTo(SUPPORT_EMAIL).filter((mail) => mail.subject.includes(claim.practiceNumber))).toHaveLength(1);
    expect((await streamOf(app, claim.id)).filter((event) => event.type === 'MessagePosted')).toHaveLength(1);
  });

  it('when requests come without a session, without the CSRF token or for another address’s claim, then 401, 403 and the same 404 as an unknown claim', async () => {
    const mine = await claimOf('mia@example.it');
    const theirs = await claimOf('altrui@example.it');
    const passenger = await passengerOf('mia@example.it');
    const path = (id: number) => `/api/passenger/claims/${id}/messages`;

    const anonymousRead = await passenger.fetch(path(mine.id), { cookie: false });
    const anonymousPost = await passenger.fetch(path(mine.id), { method: 'POST', body: { text: 'Ciao' }, cookie: false });
    const forged = await passenger.fetch(path(mine.id), { method: 'POST', body: { text: 'Ciao' }, csrf: false });
    const othersRead = await passenger.fetch(path(theirs.id));
    const othersPost = await passenger.fetch(path(theirs.id), { method: 'POST', body: { text: 'Ciao' } });
    const unknown = await passenger.fetch(path(999_999));

    expect([anonymousRead.status, anonymousPost.status, forged.status]).toEqual([401, 401, 403]);
    expect([othersRead.status, othersPost.status, unknown.status]).toEqual([404, 404, 404]);
    const [others, nowhere] = [await othersRead.json(), await unknown.json()];
    expect(others).toEqual(nowhere);
    expect((await streamOf(app, theirs.id)).filter((event) => event.type === 'MessagePosted')).toEqual([]);
    expect((await streamOf(app, mine.id)).filter((event) => event.type === 'MessagePosted')).toEqual([]);
  });

  it('when an operator has no session or no CSRF token, then 401 and 403; a blank or oversized text is 400 in Italian naming the field', async () => {
    const claim = await claimOf('validazione@example.it');
    const passenger = await passengerOf('validazione@example.it');
    const path = `/api/admin/flight-checks/${claim.id}/messages`;

    const anonymous = await fetch(`${app.url}${path}`);
    const anonymousPost = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'Ciao' }) });
    const noCsrf = await operator.fetch(path, { method: 'POST', body: { text: 'Ciao' }, headers: { 'x-csrf-token': '' } });
    const blank = await operator.fetch(path, { method: 'POST', body: { text: '   ' } });
    const oversized = await passenger.fetch(`/api/passenger/claims/${claim.id}/messages`, { method: 'POST', body: { text: 'a'.repeat(5_001) } });
    const unknown = await operator.fetch('/api/admin/flight-checks/999999/messages');

    expect([anonymous.status, anonymousPost.status, noCsrf.status]).toEqual([401, 401, 403]);
    expect(blank.status).toBe(400);
    expect((await blank.json()).errors).toEqual([{ field: 'text', message: 'Il messaggio non può essere vuoto' }]);
    expect(oversized.status).toBe(400);
    expect((await oversized.json()).errors).toEqual([{ field: 'text', message: 'Il messaggio può contenere al massimo 5.000 caratteri' }]);
    expect(unknown.status).toBe(404);
    expect((await streamOf(app, claim.id)).filter((event) => event.type === 'MessagePosted')).toEqual([]);
  });

  it('when the passenger’s data are erased, then the thread reads «dati cancellati», posting is refused with 409, and a rebuild of claim_messages gives the same rows', async () => {
    const claim = await claimOf('da-cancellare@example.it');
    const passenger = await passengerOf('da-cancellare@example.it');
    expect((await passenger.fetch(`/api/passenger/claims/${claim.id}/messages`, { method: 'POST', body: { text: 'Il mio IBAN è IT60X0542811101000000123456' } })).status).toBe(201);
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/messages`, { method: 'POST', body: { text: 'Grazie, lo registriamo.' } })).status).toBe(201);
    await expect.poll(async () => (await streamOf(app, claim.id)).map((event) => event.type), { timeout: 25_000 }).toEqual(expect.arrayContaining(['OperatorNotified', 'EmailSent']));
    // The words are stored encrypted under the passenger's key, never in clear.
    const stored = (await database().pool.query("SELECT data::text FROM events WHERE type = 'MessagePosted' AND stream_id = $1", [`claim-${claim.id}`])).rows.map((row) => row.data as string);
    expect(stored).toHaveLength(2);
    for (const data of stored) expect(data).toContain('$personal');
    expect(stored.join()).not.toContain('IT60X0542811101000000123456');

    const erased = await admin.fetch(`/api/admin/flight-checks/${claim.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta del passeggero' } });
    expect(erased.status).toBe(200);

    const thread = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/messages`)).json();
    expect(thread.messages.map((message: { author: string; text: string; authorName: string | null }) => [message.author, message.authorName, message.text])).toEqual([
      ['passenger', null, ERASED_PERSONAL_DATA],
      ['operator', 'Giulia Verdi', ERASED_PERSONAL_DATA],
    ]);
    const refused = await operator.fetch(`/api/admin/flight-checks/${claim.id}/messages`, { method: 'POST', body: { text: 'Ancora una cosa' } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toContain('I dati personali di questa pratica sono stati cancellati');
    // The address had no other claim: its sessions ended with the erasure.
    expect((await passenger.fetch(`/api/passenger/claims/${claim.id}/messages`, { method: 'POST', body: { text: 'Ciao' } })).status).toBe(401);

    await caughtUp(app);
    const rows = async () => (await database().pool.query('SELECT * FROM claim_messages ORDER BY id')).rows;
    const before = await rows();
    const lines: string[] = [];
    const run = (...args: string[]) => runProjectionsCommand(args, { pool: database().pool, store: app.store, handlers: app.handlers, batchSize: 100, print: (line) => lines.push(line) });
    expect(await run('rebuild', 'claim_messages'), lines.join('\n')).toBe(0);
    expect(await rows()).toEqual(before);
    expect(await run('verify', 'claim_messages'), lines.join('\n')).toBe(0);
    expect(JSON.stringify(before)).not.toContain('IT60X0542811101000000123456');
  }, 60_000);

  it('when the operator’s answer is exported, then the privacy export lists the thread, with the operator’s name only when asked for', async () => {
    const claim = await claimOf('esporta@example.it');
    await operator.fetch(`/api/admin/flight-checks/${claim.id}/messages`, { method: 'POST', body: { text: 'Ci serve la carta d’imbarco.' } });

    const exported = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/export`)).json();
    const named = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/export?operatorNames=true`)).json();

    expect(exported.messages).toEqual([{ author: 'operator', authorName: '[operatore]', text: 'Ci serve la carta d’imbarco.', at: expect.any(String) }]);
    expect(named.messages).toEqual([{ author: 'operator', authorName: 'Giulia Verdi', text: 'Ci serve la carta d’imbarco.', at: expect.any(String) }]);
  });
});
