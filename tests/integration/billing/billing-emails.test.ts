import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { settled } from '../../support/settled.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { streamOf } from '../privacy/fixtures.js';
import { italianDaysAgo } from '../../support/italian-days.js';
import { claimWorth, COMPANY_ENV, giveAccountInArea, giveAccountThroughLink, INVOICE_DATA, ITALIAN_IBAN, passengerOf, pay, putThroughLink } from './billing-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Billing e-mail tests not run: ${inject('redisMissingReason')}`);

const PUBLIC_URL = 'https://rimborsovolo24.it';

describe.runIf(redisUrl)('the money e-mails: «Coordinate bancarie», «Nuove coordinate bancarie», «Fattura» and «Bonifico inviato»', () => {
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
    await expect.poll(() => mailsTo('soldi@example.it').length, { timeout: 25_000 }).toBe(1);
    const passenger = await passengerOf(app, database().pool, 'soldi@example.it');
    await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder: 'Lucia Ferrari', ...INVOICE_DATA } });
    await expect.poll(() => mailsTo('soldi@example.it').length, { timeout: 25_000 }).toBe(2);
    expect(mailsTo('soldi@example.it')[1]!.subject).toBe(`Nuove coordinate bancarie — pratica ${claim.practiceNumber}`);

    const { invoices } = await (await pay(operator, claim.id, { amount: 400 })).json();
    await expect.poll(() => mailsTo('soldi@example.it').length, { timeout: 25_000 }).toBe(3);
    const invoiceMail = mailsTo('soldi@example.it')[2]!;
    expect(invoiceMail.subject).toBe(`Fattura n. ${invoices[0].invoiceNumber} — pratica ${claim.practiceNumber}`);
    expect(invoiceMail.text).toContain('totale 122,00');
    expect(invoiceMail.text).toContain(`${PUBLIC_URL}/area-riservata`);
    // The invoice itself goes along: the PDF the area serves.
    expect(invoiceMail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `fattura-${invoices[0].invoiceNumber.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf' },
    ]);
    expect(invoiceMail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const batch = await (await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 1 }] } })).json();
    const admin = await app.operator('admin', 'Anna Amministratrice');
    expect((await admin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' })).status).toBe(200);
    await Promise.all([
      operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' }),
      operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' }),
    ]);
    await expect.poll(() => mailsTo('soldi@example.it').length, { timeout: 25_000 }).toBe(4);
    expect(mailsTo('soldi@example.it')[3]!.subject).toBe(`Bonifico inviato — pratica ${claim.practiceNumber}`);
    expect(mailsTo('soldi@example.it')[3]!.text).toContain('278,00');
    await expect.poll(async () => (await streamOf(app, claim.id)).filter((event) => event.type === 'EmailSent').length, { timeout: 5_000 }).toBe(4);
    await settled(app);
    expect(mailsTo('soldi@example.it')).toHaveLength(4);
    expect((await streamOf(app, claim.id)).filter((event) => event.type === 'PayoutSent')).toHaveLength(1);

    const view = await (await passenger(`/api/passenger/claims/${claim.id}`)).json();
    const titles = JSON.stringify(view);
    expect(titles).toContain('Coordinate bancarie ricevute');
    expect(titles).toContain(`Fattura n. ${invoices[0].invoiceNumber} emessa`);
    expect(titles).toContain('Bonifico inviato');
    expect(titles).not.toContain(ITALIAN_IBAN);
  });

  it('when an operator has the link sent, then only the claim’s address receives it, the stored events hold no token, and each change through it or the area e-mails the passenger «Abbiamo ricevuto nuove coordinate bancarie»', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400, { email: 'link@example.it', passengerName: 'Paola Neri' });
    await expect.poll(() => mailsTo('link@example.it').length, { timeout: 25_000 }).toBe(1);

    const asked = await operator.fetch(`/api/admin/flight-checks/${claim.id}/bank-details-link`, { method: 'POST' });
    expect(asked.status).toBe(202);
    await expect.poll(() => mailsTo('link@example.it').length, { timeout: 25_000 }).toBe(2);
    const linkMail = mailsTo('link@example.it')[1]!;
    expect(linkMail.to).toContain('link@example.it');
    expect(linkMail.subject).toBe(`Coordinate bancarie per il risarcimento — pratica ${claim.practiceNumber}`);
    expect(linkMail.text).toContain('vale 72 ore e una sola volta');
    const url = linkMail.text.match(/https:\/\/rimborsovolo24\.it\/coordinate-bancarie\/\S+/)![0];
    const token = new URL(url).searchParams.get('t')!;
    expect(smtp.received.filter((mail) => mail.text.includes(token))).toEqual([linkMail]);
    await expect.poll(async () => (await streamOf(app, claim.id)).some((event) => event.type === 'EmailSent' && (event.data as { templateType: string }).templateType === 'bank_details_link'), { timeout: 5_000 }).toBe(true);
    const stored = await database().pool.query('SELECT data::text AS data FROM events WHERE stream_id = $1', [`claim-${claim.id}`]);
    expect(stored.rows.map((row) => row.data).join()).not.toContain(token.split('.')[1]);
    expect(JSON.stringify(await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/communications`)).json())).not.toContain(token.split('.')[1]);

    expect((await putThroughLink(app, token, { iban: 'DE89370400440532013000', accountHolder: 'Paola Neri', ...INVOICE_DATA })).status).toBe(200);
    await expect.poll(() => mailsTo('link@example.it').length, { timeout: 25_000 }).toBe(3);
    const notice = mailsTo('link@example.it')[2]!;
    expect(notice.subject).toBe(`Nuove coordinate bancarie — pratica ${claim.practiceNumber}`);
    expect(notice.text).toContain('Abbiamo ricevuto nuove coordinate bancarie');
    expect(notice.text).toContain('DE89 **** **** 3000');
    expect(notice.text).toContain('Se non sei stato tu, scrivici subito');
    expect(notice.text).not.toContain('DE89370400440532013000');

    const passenger = await passengerOf(app, database().pool, 'link@example.it');
    expect((await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder: 'Paola Neri', ...INVOICE_DATA } })).status).toBe(200);
    await expect.poll(() => mailsTo('link@example.it').length, { timeout: 25_000 }).toBe(4);
    expect(mailsTo('link@example.it')[3]!.text).toContain('IT60 **** **** 3456');
  });

  it('when a family’s claim is invoiced and paid, then each adult co-passenger gets their own invoice, payout notice and bank-details link at their own address, and a minor’s go to the contact', async () => {
    const contact = 'famiglia.contatto@example.it';
    const paolo = 'paolo.famiglia@example.it';
    const passengers = [
      { fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: contact },
      { fullName: 'Paolo Bianchi', dateOfBirth: '1983-01-30', email: paolo },
      { fullName: 'Luca Rossi', dateOfBirth: italianDaysAgo(9 * 365), email: null },
    ];
    const claim = await claimWorth(app, database().pool, operator, 400, { email: contact, passengerName: 'Maria Rossi', passengers });
    const money = (address: string) => mailsTo(address).filter((mail) => /^(Fattura|Bonifico|Coordinate)/.test(mail.subject));
    const invoiceMails = (address: string) => money(address).filter((mail) => mail.subject.startsWith('Fattura'));

    // Each adult gives their account, codice fiscale and address (the contact also for the child): the invoices are made out to them.
    await giveAccountInArea(app, database().pool, claim.id, contact);
    await giveAccountThroughLink(app, operator, claim.id, 2, { iban: 'DE89370400440532013000', accountHolder: 'Paolo Bianchi', codiceFiscale: 'BNCPLA83A30L219Y', address: { street: 'Via Po 5', postalCode: '10123', city: 'Torino', province: 'TO' } });
    await expect.poll(() => money(paolo).filter((mail) => mail.subject.startsWith('Coordinate')).length, { timeout: 25_000 }).toBe(1);
    const { invoices } = await (await pay(operator, claim.id, { amount: 1200 })).json();
    const numberOf = (passengerId: number) => (invoices as { passengerId: number; invoiceNumber: string }[]).find((invoice) => invoice.passengerId === passengerId)!.invoiceNumber;
    await expect.poll(() => invoiceMails(contact).length + invoiceMails(paolo).length, { timeout: 25_000 }).toBe(3);
    expect(invoiceMails(paolo).map((mail) => mail.subject)).toEqual([`Fattura n. ${numberOf(2)} — pratica ${claim.practiceNumber}`]);
    expect(invoiceMails(paolo)[0]!.text).toContain('Gentile Paolo Bianchi');
    expect(invoiceMails(paolo)[0]!.text).not.toContain('area-riservata');
    expect(invoiceMails(paolo)[0]!.attachments).toHaveLength(1);
    expect(money(contact).map((mail) => mail.subject).sort()).toEqual([numberOf(1), numberOf(3)].map((number) => `Fattura n. ${number} — pratica ${claim.practiceNumber}`).sort());
    expect(money(contact).find((mail) => mail.subject.includes(numberOf(3)))!.text).toContain('passeggero 3 per Luca Rossi');
    expect(smtp.received.filter((mail) => mail.subject.includes(numberOf(2))).flatMap((mail) => mail.to)).toEqual([paolo]);

    const batch = await (await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 2 }] } })).json();
    const admin = await app.operator('admin', 'Amelia Amministratrice');
    expect((await admin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' })).status).toBe(200);
    expect((await operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' })).status).toBeLessThan(300);
    await expect.poll(() => money(paolo).length, { timeout: 25_000 }).toBe(3);
    expect(money(paolo)[2]!.subject).toBe(`Bonifico inviato — pratica ${claim.practiceNumber}`);
    expect(money(paolo)[2]!.text).toContain('278,00');
    expect(money(contact).filter((mail) => mail.subject.startsWith('Bonifico'))).toEqual([]);

    // A bank-details link for passenger 2 goes to passenger 2; one that names nobody goes to the contact.
    const linkFor = (passengerId?: number) => ({
      type: 'BankDetailsLinkSent',
      data: { linkId: `link-${passengerId ?? 'contatto'}-${claim.id}`, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), ...(passengerId ? { passengerId } : {}) },
      metadata: { actor: { kind: 'operator' as const, id: 'test' }, correlationId: 'link', causationId: 'link', requestedAt: new Date().toISOString() },
    });
    await app.store.append(`claim-${claim.id}`, [linkFor(2), linkFor()], { expectedVersion: 'any' });
    // (Paolo had one already, the link he gave his account through.)
    await expect.poll(() => money(paolo).filter((mail) => mail.subject.startsWith('Coordinate')).length, { timeout: 25_000 }).toBe(2);
    await expect.poll(() => money(contact).filter((mail) => mail.subject.startsWith('Coordinate')).length, { timeout: 25_000 }).toBe(1);
    expect(money(paolo).findLast((mail) => mail.subject.startsWith('Coordinate'))!.text).toContain('Gentile Paolo Bianchi');
  });

  it('when a claim the airline paid in part is completed, then the completion e-mail states this passenger’s own fee and net, not an example', async () => {
    const passengers = [
      { fullName: 'Paola Neri', dateOfBirth: '1980-04-02', email: 'fine@example.it' },
      { fullName: 'Marco Neri', dateOfBirth: '1979-08-15', email: 'marco.neri@example.it' },
    ];
    const claim = await claimWorth(app, database().pool, operator, 400, { email: 'fine@example.it', passengerName: 'Paola Neri', passengers });
    expect((await pay(operator, claim.id, { amount: 400 })).status).toBe(201);
    const completed = await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { adminStatus: 'completed' } });
    expect(completed.status).toBe(200);
    await expect.poll(() => mailsTo('fine@example.it').find((mail) => mail.subject.startsWith('Buone notizie')), { timeout: 25_000 }).toBeDefined();
    const mail = mailsTo('fine@example.it').find((candidate) => candidate.subject.startsWith('Buone notizie'))!;
    // 200 € came in for Paola: 25 % + IVA = 61,00 €, 139,00 € to her.
    expect(mail.text.replaceAll('\u00a0', ' ')).toContain('tratteniamo il nostro compenso del 25 % + IVA (30,5 % IVA inclusa), 61,00 €, e ti trasferiamo 139,00 €');
    expect(mail.text).not.toContain('76,25');
  });

  it('when the operator sends a co-passenger their bank-details link, then it goes to their own address, greeting them, and not to the contact’s', async () => {
    const passengers = [
      { fullName: 'Elena Galli', dateOfBirth: '1980-04-02', email: 'elena.galli@example.it' },
      { fullName: 'Pietro Galli', dateOfBirth: '1979-08-15', email: 'pietro.galli@example.it' },
    ];
    const claim = await claimWorth(app, database().pool, operator, 400, { email: 'elena.galli@example.it', passengerName: 'Elena Galli', passengers });
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/bank-details-link`, { method: 'POST', body: { passengerId: 2 } })).status).toBe(202);
    await expect.poll(() => mailsTo('pietro.galli@example.it').find((mail) => mail.subject.startsWith('Coordinate bancarie')), { timeout: 25_000 }).toBeDefined();
    const mail = mailsTo('pietro.galli@example.it').find((candidate) => candidate.subject.startsWith('Coordinate bancarie'))!;
    expect(mail.text).toContain('Gentile Pietro Galli');
    expect(mailsTo('elena.galli@example.it').some((candidate) => candidate.subject.startsWith('Coordinate bancarie'))).toBe(false);
  });
});
