import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FailedMessage } from '../../../src/contracts/failed-messages.js';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { signIn } from '../passengers/passenger-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Failed-messages tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('messages that failed for good, and «Riprova»', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let operator: OperatorClient;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '3', EMAIL_BACKOFF_MS: '50' }, { redisUrl: redisUrl!, workers: true });
    operator = await app.operator('operator', 'Giulia Verdi');
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const listed = async (): Promise<FailedMessage[]> => ((await (await operator.fetch('/api/admin/outbound/failed')).json()) as { messages: FailedMessage[] }).messages;
  const retry = (id: string) => operator.fetch(`/api/admin/outbound/failed/${id}/retry`, { method: 'POST' });

  /** A claim whose confirmation the SMTP server refused on every attempt, as the list shows it. */
  async function claimWithFailedConfirmation(email: string) {
    smtp.refuse(3, `Casella ${email} non disponibile`, email);
    const claim = await submit(app.url, claimBody(airports, { email }));
    await expect.poll(async () => (await listed()).find((message) => message.claimId === claim.id), { timeout: 15_000 }).toBeDefined();
    return { claim, failed: (await listed()).find((message) => message.claimId === claim.id)! };
  }

  it('when an e-mail fails for good, then it is listed with its claim, subject, attempts and a reason without the address', async () => {
    const { claim, failed } = await claimWithFailedConfirmation('mai-arrivata@example.it');

    expect(failed).toMatchObject({ kind: 'passenger-email', claimId: claim.id, practiceNumber: claim.practiceNumber, attempts: 3, subject: expect.stringContaining(claim.practiceNumber) });
    expect(failed.reason).toContain('non disponibile');
    expect(JSON.stringify(failed)).not.toContain('mai-arrivata@example.it');
  });

  it('when an operator presses «Riprova», then the e-mail is delivered once and listed no more; a second «Riprova» is a conflict', async () => {
    const { failed } = await claimWithFailedConfirmation('seconda-volta@example.it');

    const retried = await retry(failed.id);

    expect(retried.status).toBe(202);
    expect((await listed()).map((message) => message.id)).not.toContain(failed.id);
    await expect.poll(() => mailsTo('seconda-volta@example.it').length, { timeout: 15_000 }).toBe(1);
    const again = await retry(failed.id);
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toMatch(/già stato inviato o riprovato/);
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${failed.claimId}/timeline`)).json();
    expect(entries.map((entry: { type: string }) => entry.type)).toEqual(expect.arrayContaining(['EmailRetryRequested', 'EmailSent']));
    expect(mailsTo('seconda-volta@example.it')).toHaveLength(1);
  });

  it('when the retried e-mail fails for good again, then it is listed again and can be retried again', async () => {
    const { failed } = await claimWithFailedConfirmation('ancora-rifiutata@example.it');
    smtp.refuse(3, 'Servizio temporaneamente non disponibile', 'ancora-rifiutata@example.it');

    expect((await retry(failed.id)).status).toBe(202);

    await expect.poll(async () => (await listed()).map((message) => message.id), { timeout: 15_000 }).toContain(failed.id);
    expect((await retry(failed.id)).status).toBe(202);
    await expect.poll(() => mailsTo('ancora-rifiutata@example.it').length, { timeout: 15_000 }).toBe(1);
  });

  it('when «Riprova» names an e-mail that never failed or an unknown id, then it is 404; a malformed id is 400', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'tutto-bene@example.it' }));
    await expect.poll(() => mailsTo('tutto-bene@example.it').length, { timeout: 15_000 }).toBe(1);
    const sent = await operator.fetch(`/api/admin/flight-checks/${claim.id}/send-email`, { method: 'POST', body: { subject: 'Aggiornamento', message: 'Tutto procede.' } });
    const { id } = (await sent.json()) as { id: string };

    const unknown = await retry('3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b');
    const malformed = await retry('non-un-id');

    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toMatch(/Nessun messaggio non consegnato/);
    expect(malformed.status).toBe(400);
    await expect.poll(() => mailsTo('tutto-bene@example.it').length, { timeout: 15_000 }).toBe(2);
    expect((await retry(id)).status).toBe(404);
  });

  describe('as an attacker tries it', () => {
    it('when there is no session, then the list and «Riprova» answer 401', async () => {
      const { failed } = await claimWithFailedConfirmation('senza-sessione@example.it');

      expect((await fetch(`${app.url}/api/admin/outbound/failed`)).status).toBe(401);
      expect((await fetch(`${app.url}/api/admin/outbound/failed/${failed.id}/retry`, { method: 'POST' })).status).toBe(401);
      expect((await listed()).map((message) => message.id)).toContain(failed.id);
    });

    it('when a passenger’s session asks, then it is 401: passengers are no operators', async () => {
      const { failed } = await claimWithFailedConfirmation('passeggera@example.it');
      const passenger = await signIn(app, smtp, 'passeggera@example.it');

      expect((await passenger.fetch('/api/admin/outbound/failed')).status).toBe(401);
      expect((await passenger.fetch(`/api/admin/outbound/failed/${failed.id}/retry`, { method: 'POST' })).status).toBe(401);
      expect((await listed()).map((message) => message.id)).toContain(failed.id);
    });

    it('when an operator’s POST carries no CSRF token, then it is refused with 403 and nothing is retried', async () => {
      const { failed } = await claimWithFailedConfirmation('senza-csrf@example.it');

      const forged = await fetch(`${app.url}/api/admin/outbound/failed/${failed.id}/retry`, { method: 'POST', headers: { cookie: operator.cookie } });

      expect(forged.status).toBe(403);
      expect((await listed()).map((message) => message.id)).toContain(failed.id);
      expect(mailsTo('senza-csrf@example.it')).toEqual([]);
    });
  });
});
