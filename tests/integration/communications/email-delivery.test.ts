import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentUploadToken } from '../../../src/claims/index.js';
import { processEmailJob } from '../../../src/communications/email-worker.js';
import { createMailTransport } from '../../../src/communications/mail-transport.js';
import { createRateLimits } from '../../../src/platform/http/rate-limit.js';
import { createLogger } from '../../../src/platform/logger.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { settled } from '../../support/settled.js';
import { printedText } from '../../support/pdf-text.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { TERMS_VERSION } from '../../../src/contracts/legal-texts.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`E-mail delivery tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('e-mail delivery', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let operator: OperatorClient;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '3', EMAIL_BACKOFF_MS: '50', PUBLIC_URL: 'https://rimborsovolo24.it' }, { redisUrl: redisUrl!, workers: true });
    operator = await app.operator('operator', 'Giulia Verdi');
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const communications = async (claimId: number) => (await operator.fetch(`/api/admin/flight-checks/${claimId}/communications`)).json();

  it('when a claim is submitted, then the passenger gets the confirmation with the practice number and the upload link', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'conferma@example.it', passengerName: 'Lucia <b>Ferrari</b>' }));

    await expect.poll(() => mailsTo('conferma@example.it').length, { timeout: 25_000 }).toBe(1);
    const [mail] = mailsTo('conferma@example.it');
    expect(mail!.text).toContain(claim.practiceNumber);
    expect(mail!.text).toMatch(new RegExp(`https://rimborsovolo24\\.it/carica-documenti/${claim.practiceNumber}\\?t=`));
    expect(mail!.html).toContain('Lucia &lt;b&gt;Ferrari&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Ferrari</b>');
    await expect.poll(async () => (await communications(claim.id)).map((row: { status: string; sender: string }) => [row.status, row.sender]), { timeout: 5_000 }).toEqual([['sent', 'RimborsoVolo24']]);
  });

  it('when a claim is submitted, then the confirmation carries the withdrawal information in its body and the accepted terms with the model withdrawal form as a PDF', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'recesso@example.it' }));

    await expect.poll(() => mailsTo('recesso@example.it').length, { timeout: 25_000 }).toBe(1);
    const [mail] = mailsTo('recesso@example.it');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Diritto di recesso entro 14 giorni');
      expect(body).toContain('senza dare spiegazioni e senza costi, entro 14 giorni');
      expect(body).toContain('artt. 52 e 53 del Codice del Consumo');
      expect(body).toContain('non ti chiediamo nulla, nemmeno per l’attività già svolta');
    }
    expect(mail!.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([[`termini-e-modulo-di-recesso-${claim.practiceNumber}.pdf`, 'application/pdf']]);
    const pdf = await printedText(mail!.attachments[0]!.content);
    expect(pdf).toContain(`Versione ${TERMS_VERSION}`);
    expect(pdf).toContain(`pratica n. ${claim.practiceNumber}`);
    expect(pdf).toContain('Modulo di recesso tipo (allegato I, parte B, del Codice del Consumo)');
    expect(pdf).toContain('notifico il recesso dal mio contratto per la prestazione del seguente servizio');
    expect(pdf).toContain('art. 115 del Testo unico delle leggi di pubblica sicurezza');
    expect(pdf).toContain('Non avviamo nessuna causa in tuo nome senza il tuo consenso');
    expect(pdf).toContain('25 % + IVA (30,5 % IVA inclusa)');
    expect(pdf).toContain('Società di esempio');
  });

  it('when an operator writes to the passenger, then the e-mail is queued, delivered, and shown as sent; a blank subject is refused', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'operatore@example.it' }));
    await expect.poll(() => mailsTo('operatore@example.it').length, { timeout: 25_000 }).toBe(1);

    const sent = await operator.fetch(`/api/admin/flight-checks/${claim.id}/send-email`, { method: 'POST', body: { subject: 'Documenti mancanti', message: 'Gentile {{passengerName}}, ci manca la carta d’imbarco.' } });
    const blank = await operator.fetch(`/api/admin/flight-checks/${claim.id}/send-email`, { method: 'POST', body: { subject: ' ', message: 'Ciao' } });

    expect(sent.status).toBe(202);
    expect(blank.status).toBe(400);
    await expect.poll(() => mailsTo('operatore@example.it').map((mail) => mail.subject), { timeout: 25_000 }).toContain('Documenti mancanti');
    expect(mailsTo('operatore@example.it').find((mail) => mail.subject === 'Documenti mancanti')!.text).toContain('Gentile Maria Rossi, ci manca la carta');
    await expect
      .poll(async () => (await communications(claim.id)).find((row: { subject: string }) => row.subject === 'Documenti mancanti'), { timeout: 5_000 })
      .toMatchObject({ type: 'email', status: 'sent', actorName: 'Giulia Verdi', recipient: 'operatore@example.it' });
  });

  it('when the status changes, then the passenger gets a status update with the new status and the note, never «Approvata» before the airline agreed', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'stato@example.it' }));

    await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'approved', passengerNote: 'Abbiamo scritto alla compagnia aerea.' } });

    await expect.poll(() => mailsTo('stato@example.it').length, { timeout: 25_000 }).toBe(2);
    const update = mailsTo('stato@example.it')[1]!;
    expect(update.text).toContain('In fase di revisione');
    expect(update.text).not.toContain('Approvata');
    expect(update.text).toContain('Abbiamo scritto alla compagnia aerea.');
  });

  it('when SMTP refuses for a while, then the e-mail is retried and delivered once', async () => {
    smtp.refuse(2);
    await submit(app.url, claimBody(airports, { email: 'riprova@example.it' }));

    await expect.poll(() => mailsTo('riprova@example.it').length, { timeout: 15_000 }).toBe(1);
  });

  it('when SMTP refuses past the last attempt, then EmailFailed shows in communications with the reason', async () => {
    smtp.refuse(3);
    const claim = await submit(app.url, claimBody(airports, { email: 'fallita@example.it' }));

    await expect
      .poll(async () => (await communications(claim.id))[0], { timeout: 15_000 })
      .toMatchObject({ status: 'failed', failureReason: expect.stringContaining('451') });
    expect(mailsTo('fallita@example.it')).toEqual([]);
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries[0]).toMatchObject({ type: 'EmailFailed', description: expect.stringContaining('dopo 3 tentativi') });
  });

  it('when the dispatch is replayed from the start and a job runs again, then nothing is sent twice', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'una-volta@example.it' }));
    await expect.poll(() => mailsTo('una-volta@example.it').length, { timeout: 25_000 }).toBe(1);
    const total = smtp.received.length;

    await database().pool.query("UPDATE projection_checkpoints SET position = NULL WHERE name = 'email_dispatch'");
    const applied = async () => (await database().pool.query("SELECT position FROM projection_checkpoints WHERE name = 'email_dispatch'")).rows[0].position;
    await expect.poll(applied, { timeout: 25_000 }).not.toBeNull();
    // A job run again after a crash (the worker died after sending): it sees EmailSent and stops.
    const events = [];
    for await (const event of app.store.readStream(`claim-${claim.id}`)) events.push(event);
    const submitted = events.find((event) => event.type === 'ClaimSubmitted')!;
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'test@rimborsovolo24.it', outboxDir: '/nonexistent' });
    const outcome = await processEmailJob(
      { data: { claimId: claim.id, trigger: { type: 'ClaimSubmitted', id: submitted.id } }, attemptsMade: 0, opts: { attempts: 3 } },
      {
        catalog: EVENT_CATALOG,
        pool: database().pool,
        store: app.store,
        transport,
        logger: createLogger('silent'),
        uploadTokenFor: (claimId, now) => currentUploadToken(database().pool, claimId, deriveKey(app.secretKey, 'upload-token'), now),
        publicUrl: app.config.publicUrl,
        confirmationsPerAddress: createRateLimits({ prefix: 'replay', logger: createLogger('silent') }).limit({ name: 'confirmations', limit: 5, windowSeconds: 3_600 }),
      },
    );
    transport.close();
    await settled(app); // the replay's jobs too

    expect(outcome).toBe('already_settled');
    expect(smtp.received.length).toBe(total);
  });

  it('when a new kind of event names a template type in its catalog entry, then its e-mail is that template, with nothing added to communications', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'nuova-fase@example.it' }));
    await expect.poll(() => mailsTo('nuova-fase@example.it').length, { timeout: 25_000 }).toBe(1);
    // A stage no module has yet (a court action, say): its module's catalog would say { email: { essential: true, template: 'status_update' } }.
    await app.store.append(`claim-${claim.id}`, [{ id: '7d1f3c8e-1b2a-4c5d-8e9f-0a1b2c3d4e5f', type: 'CourtActionFiled', data: {}, metadata: { actor: { kind: 'system', id: 'test' }, correlationId: 'c', causationId: 'c', requestedAt: new Date().toISOString() } }], { expectedVersion: 'any' });
    const catalog = { isEssentialEmail: () => true, emailTemplateOf: (type: string) => (type === 'CourtActionFiled' ? ('status_update' as const) : undefined) };
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'test@rimborsovolo24.it', outboxDir: '/nonexistent' });
    const outcome = await processEmailJob(
      { data: { claimId: claim.id, trigger: { type: 'CourtActionFiled' as never, id: '7d1f3c8e-1b2a-4c5d-8e9f-0a1b2c3d4e5f' } }, attemptsMade: 0, opts: { attempts: 3 } },
      {
        catalog,
        pool: database().pool,
        store: app.store,
        transport,
        logger: createLogger('silent'),
        uploadTokenFor: (claimId, now) => currentUploadToken(database().pool, claimId, deriveKey(app.secretKey, 'upload-token'), now),
        publicUrl: app.config.publicUrl,
        confirmationsPerAddress: createRateLimits({ prefix: 'new-stage', logger: createLogger('silent') }).limit({ name: 'confirmations', limit: 5, windowSeconds: 3_600 }),
      },
    );
    transport.close();

    expect(outcome).toBe('sent');
    expect(mailsTo('nuova-fase@example.it').map((mail) => mail.subject)).toContain(`Novità sulla tua pratica ${claim.practiceNumber}: In attesa di verifica`);
  });
});
