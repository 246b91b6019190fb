import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { streamOf } from '../privacy/fixtures.js';
import { claimWorth, COMPANY_ENV, ITALIAN_IBAN, passengerOf, pay } from './billing-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Billing e-mail tests not run: ${inject('redisMissingReason')}`);

const PUBLIC_URL = 'https://rimborsovolo24.it';

describe.runIf(redisUrl)('the money e-mails: «Fattura» and «Bonifico inviato»', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let operator: OperatorClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { ...COMPANY_ENV, SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '2', EMAIL_BACKOFF_MS: '50', PUBLIC_URL }, { redisUrl: redisUrl!, workers: true });
    operator = await app.operator('operator', 'Giulia Verdi');
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  it('when the invoice is issued and the batch executed (twice), then the passenger gets one invoice e-mail and one «Bonifico inviato», and the area shows both steps', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400, { email: 'soldi@example.it', passengerName: 'Lucia Ferrari' });
    await expect.poll(() => mailsTo('soldi@example.it').length, { timeout: 10_000 }).toBe(1);
    const passenger = await passengerOf(app, database().pool, 'soldi@example.it');
    await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder: 'Lucia Ferrari' } });

    const { invoices } = await (await pay(operator, claim.id, { amount: 400 })).json();
    await expect.poll(() => mailsTo('soldi@example.it').length, { timeout: 10_000 }).toBe(2);
    const invoiceMail = mailsTo('soldi@example.it')[1]!;
    expect(invoiceMail.subject).toBe(`Fattura n. ${invoices[0].invoiceNumber} — pratica ${claim.practiceNumber}`);
    expect(invoiceMail.text).toContain('totale 122,00');
    expect(invoiceMail.text).toContain(`${PUBLIC_URL}/area-riservata`);
    // The invoice itself goes along: the PDF the area serves.
    expect(invoiceMail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `fattura-${invoices[0].invoiceNumber.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf' },
    ]);
    expect(invoiceMail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const batch = await (await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 1 }] } })).json();
    await Promise.all([
      operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' }),
      operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' }),
    ]);
    await expect.poll(() => mailsTo('soldi@example.it').length, { timeout: 10_000 }).toBe(3);
    expect(mailsTo('soldi@example.it')[2]!.subject).toBe(`Bonifico inviato — pratica ${claim.practiceNumber}`);
    expect(mailsTo('soldi@example.it')[2]!.text).toContain('278,00');
    await expect.poll(async () => (await streamOf(app, claim.id)).filter((event) => event.type === 'EmailSent').length, { timeout: 5_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('soldi@example.it')).toHaveLength(3);
    expect((await streamOf(app, claim.id)).filter((event) => event.type === 'PayoutSent')).toHaveLength(1);

    const view = await (await passenger(`/api/passenger/claims/${claim.id}`)).json();
    const titles = JSON.stringify(view);
    expect(titles).toContain('Coordinate bancarie ricevute');
    expect(titles).toContain(`Fattura n. ${invoices[0].invoiceNumber} emessa`);
    expect(titles).toContain('Bonifico inviato');
    expect(titles).not.toContain(ITALIAN_IBAN);
  });
});
