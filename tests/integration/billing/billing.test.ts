import { randomUUID } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCommands, type BillingDeps } from '../../../src/billing/index.js';
import { createBlobStorage } from '../../../src/documents/storage/index.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import { billingDeps } from '../../../src/modules.js';
import { useTestDatabase } from '../../support/database.js';
import { italianDate, RECENT_FLIGHT_DATE } from '../../support/italian-days.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { streamOf } from '../privacy/fixtures.js';
import { claimWorth, COMPANY_ENV, emailedLink, giveAccountInArea, INVOICE_DATA, ITALIAN_IBAN, passengerOf, pay, putThroughLink } from './billing-fixtures.js';

/** The address claimBody gives the contact person. */
const CLAIM_EMAIL = 'maria.rossi@example.it';

describe('the money path: bank details, airline payment, invoices, payouts', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;

  beforeAll(async () => {
    app = await startTestApp(database(), { ...COMPANY_ENV, INVOICE_SERIES: '' });
    operator = await app.operator('operator', 'Giulia Verdi');
  });
  afterAll(async () => {
    await app?.close();
  });

  const types = async (claimId: number) => (await streamOf(app, claimId)).map((event) => event.type);

  it('when the passenger gives a valid IBAN with spaces, then it is stored encrypted and shown masked; bad IBANs are refused in Italian and change nothing', async () => {
    const claim = await claimWorth(app, database().pool, operator, 600, { email: 'iban@example.it' });
    const passenger = await passengerOf(app, database().pool, 'iban@example.it');
    const before = await types(claim.id);

    const wrongDigit = await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: 'IT60X0542811101000000123457', accountHolder: 'Maria Rossi', ...INVOICE_DATA } });
    expect(wrongDigit.status).toBe(400);
    expect(JSON.stringify(await wrongDigit.json())).toContain('IBAN non valido: controlla le cifre');
    const turkish = await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: 'TR330006100519786457841326', accountHolder: 'Maria Rossi', ...INVOICE_DATA } });
    expect(turkish.status).toBe(400);
    expect(JSON.stringify(await turkish.json())).toContain('Il conto deve essere in un paese dell’area SEPA');
    const shortHolder = await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder: 'M', ...INVOICE_DATA } });
    expect(shortHolder.status).toBe(400);
    expect(await types(claim.id)).toEqual(before);

    const saved = await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: 'it60 x054 2811 1010 0000 0123 456', accountHolder: 'Maria Rossi', ...INVOICE_DATA } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).passengers[0]).toMatchObject({ ibanMasked: 'IT60 **** **** 3456', state: 'awaiting_payment' });
    const event = (await streamOf(app, claim.id)).find((recorded) => recorded.type === 'BankDetailsProvided')!;
    expect(event.data).toMatchObject({ iban: ITALIAN_IBAN, accountHolder: 'Maria Rossi', ...INVOICE_DATA });
    const raw = await database().pool.query("SELECT data::text AS data FROM events WHERE type = 'BankDetailsProvided'");
    expect(raw.rows.map((row) => row.data).join()).not.toContain('123456');
  });

  it('when someone else’s session or a forged link asks, then nothing is shown or changed', async () => {
    const claim = await claimWorth(app, database().pool, operator, 600, { email: 'vittima@example.it' });
    const intruder = await passengerOf(app, database().pool, 'intruso@example.it');
    await claimWorth(app, database().pool, operator, 250, { email: 'intruso@example.it' });
    const before = await types(claim.id);

    expect((await intruder(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder: 'Ladro', ...INVOICE_DATA } })).status).toBe(404);
    expect((await intruder(`/api/passenger/claims/${claim.id}/billing`)).status).toBe(404);
    const forged = await fetch(`${app.url}/api/bank-details?t=${'x'.repeat(40)}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ iban: ITALIAN_IBAN, accountHolder: 'Ladro', ...INVOICE_DATA }) });
    expect(forged.status).toBe(403);
    expect(await types(claim.id)).toEqual(before);
  });

  it('when the operator sends the bank-details link, then the answer has no link and the passenger gives the details through the e-mailed one without signing in', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400);
    const link = await operator.fetch(`/api/admin/flight-checks/${claim.id}/bank-details-link`, { method: 'POST' });
    expect(link.status).toBe(202);
    expect(Object.keys(await link.json()).sort()).toEqual(['expiresAt', 'sent']);
    const { token } = await emailedLink(app, claim.id);

    const put = await putThroughLink(app, token, { iban: 'DE89370400440532013000', accountHolder: 'Hans Müller', ...INVOICE_DATA });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ practiceNumber: claim.practiceNumber, ibanMasked: 'DE89 **** **** 3000' });
    expect(await types(claim.id)).toContain('BankDetailsProvided');
  });

  it('when the airline’s payment is recorded, then an invoice is issued with its PDF; above the total, zero, twice, on a rejected or an erased claim it is refused', async () => {
    const claim = await claimWorth(app, database().pool, operator, 600);
    await giveAccountInArea(app, database().pool, claim.id, CLAIM_EMAIL);
    const before = await types(claim.id);

    const tooMuch = await pay(operator, claim.id, { amount: 600.01 });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(await tooMuch.json())).toContain('L’importo supera quanto resta da ricevere per la pratica (600,00');
    expect((await pay(operator, claim.id, { amount: 0 })).status).toBe(400);
    expect(await types(claim.id)).toEqual(before);

    const paid = await pay(operator, claim.id, { amountCents: 60_000 });
    expect(paid.status).toBe(201);
    const view = await paid.json();
    expect(view.airlinePayments).toEqual([{ amountCents: 60_000, receivedOn: '2026-11-02', bankReference: 'BONIFICO AZ 4471', allocations: [{ passengerId: 1, amountCents: 60_000 }] }]);
    // 25 % of 600 € = 150 €, VAT 22 % = 33 €: 183 € withheld, 417 € paid out.
    expect(view.invoices).toEqual([expect.objectContaining({ invoiceNumber: expect.stringMatching(/^\d{4}\/\d{4}$/), passengerId: 1, imponibileCents: 15_000, ivaCents: 3_300, totalCents: 18_300 })]);
    expect(view.passengers[0]).toMatchObject({ receivedCents: 60_000, feeCents: 18_300, netCents: 41_700, state: 'ready' });

    // The same bank transfer again (same reference and day): refused; nothing is left to receive anyway.
    const twice = await pay(operator, claim.id);
    expect(twice.status).toBe(409);
    expect((await pay(operator, claim.id, { bankReference: 'ALTRO', amount: 1 })).status).toBe(409);
    const reissued = await operator.fetch(`/api/admin/flight-checks/${claim.id}/invoices`, { method: 'POST' });
    expect((await reissued.json()).invoices).toEqual(view.invoices);
    const events = await types(claim.id);
    expect(events.filter((type) => type === 'AirlinePaymentReceived')).toHaveLength(1);
    expect(events.filter((type) => type === 'InvoiceIssued')).toHaveLength(1);

    const pdf = await operator.fetch(`/api/admin/documents/${view.invoices[0].documentId}/content`);
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 4)).toString()).toBe('%PDF');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Fattura n. ${view.invoices[0].invoiceNumber}`);
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries.map((entry: { description: string }) => entry.description)).toEqual(
      expect.arrayContaining([expect.stringContaining('Pagamento della compagnia registrato: 600,00'), expect.stringContaining(`Fattura n. ${view.invoices[0].invoiceNumber} emessa`)]),
    );

    const rejected = await claimWorth(app, database().pool, operator, 600);
    await operator.fetch(`/api/admin/flight-checks/${rejected.id}/status`, { method: 'PUT', body: { adminStatus: 'rejected' } });
    expect((await pay(operator, rejected.id)).status).toBe(409);
    expect(await types(rejected.id)).not.toContain('AirlinePaymentReceived');

    const erased = await claimWorth(app, database().pool, operator, 600);
    const admin = await app.operator('admin', 'Anna Amministratrice');
    expect((await admin.fetch(`/api/admin/flight-checks/${erased.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta del passeggero' } })).status).toBe(200);
    expect((await pay(operator, erased.id)).status).toBe(409);
    expect(await types(erased.id)).not.toContain('AirlinePaymentReceived');
  });

  it('when two operators record payments on two claims at the same time, round after round, then the invoice numbers run on without gap or duplicate', async () => {
    const second = await app.operator('operator', 'Marco Neri');
    const numbers: number[] = [];
    for (let round = 0; round < 4; round++) {
      const [a, b] = await Promise.all([claimWorth(app, database().pool, operator, 250, {}, 'everyone'), claimWorth(app, database().pool, operator, 250, {}, 'everyone')]);
      for (const claim of [a, b]) await giveAccountInArea(app, database().pool, claim.id, CLAIM_EMAIL);
      const answers = await Promise.all([pay(operator, a.id, { amount: 250 }), pay(second, b.id, { amount: 250 })]);
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        numbers.push(Number((await answer.json()).invoices[0].invoiceNumber.split('/')[1]));
      }
    }
    const sorted = [...numbers].sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (let index = 1; index < sorted.length; index++) expect(sorted[index]).toBe(sorted[index - 1]! + 1);
    const { rows } = await database().pool.query("SELECT version, data->>'sequence' AS sequence FROM events WHERE stream_id LIKE 'invoice-numbers-%' ORDER BY version");
    expect(rows.map((row) => Number(row.sequence))).toEqual(rows.map((row) => Number(row.version)));
  });

  it('when a batch is created, exported and marked as executed twice, then the pain.001 has the structure, each passenger is paid once, and the stats add up', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400, { email: 'pagata@example.it', passengerName: 'Lucia Ferrari', flightNumber: 'FR 1234' });
    const passenger = await passengerOf(app, database().pool, 'pagata@example.it');
    await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder: 'Lucia Ferrari', ...INVOICE_DATA } });
    const statsBefore = await (await operator.fetch('/api/admin/billing/stats')).json();
    await pay(operator, claim.id, { amount: 400, receivedOn: '2026-11-20' });

    const ready = await (await operator.fetch('/api/admin/payouts/ready')).json();
    const mine = ready.payouts.find((item: { claimId: number }) => item.claimId === claim.id);
    // 400 € less 25 % (100 €) and its VAT (22 €).
    expect(mine).toMatchObject({ passengerId: 1, fullName: 'Lucia Ferrari', amountCents: 27_800, practiceNumber: claim.practiceNumber });

    const created = await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 1 }] } });
    expect(created.status).toBe(201);
    const batch = await created.json();
    expect(batch).toMatchObject({ totalCents: 27_800, executedOn: null, items: [{ claimId: claim.id, passengerId: 1, amountCents: 27_800, practiceNumber: claim.practiceNumber }] });
    const again = await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 1 }] } });
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toContain('Passeggero già pagato');
    expect((await (await operator.fetch('/api/admin/payouts/ready')).json()).payouts.map((item: { claimId: number }) => item.claimId)).not.toContain(claim.id);

    const admin = await app.operator('admin', 'Anna Amministratrice');
    expect((await admin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' })).status).toBe(200);
    const file = await operator.fetch(`/api/admin/payout-batches/${batch.id}/pain.001`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.xml"$/);
    const xml = new JSDOM(await file.text(), { contentType: 'text/xml' }).window.document;
    const text = (selector: string) => xml.querySelector(selector)?.textContent;
    expect(xml.documentElement.namespaceURI).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(text('GrpHdr > NbOfTxs')).toBe('1');
    expect(text('GrpHdr > CtrlSum')).toBe('278.00');
    expect(text('PmtInf > Dbtr > Nm')).toBe('RimborsoVolo24 S.r.l.');
    expect(text('PmtInf > DbtrAcct IBAN')).toBe('IT03L0300203280000400162854');
    expect(text('PmtInf > DbtrAgt BIC')).toBe('BPMOIT22XXX');
    const transactions = xml.querySelectorAll('CdtTrfTxInf');
    expect(transactions).toHaveLength(1);
    expect(text('CdtTrfTxInf EndToEndId')).toBe(`${claim.practiceNumber}-1`);
    expect(xml.querySelector('CdtTrfTxInf InstdAmt')?.getAttribute('Ccy')).toBe('EUR');
    expect(text('CdtTrfTxInf InstdAmt')).toBe('278.00');
    expect(text('CdtTrfTxInf > Cdtr > Nm')).toBe('Lucia Ferrari');
    expect(text('CdtTrfTxInf > CdtrAcct IBAN')).toBe(ITALIAN_IBAN);
    expect(text('CdtTrfTxInf RmtInf Ustrd')).toBe(`Risarcimento volo FR1234 del ${italianDate(RECENT_FLIGHT_DATE)} pratica ${claim.practiceNumber} passeggero 1`);

    const executed = await operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' });
    expect(executed.status).toBe(200);
    expect((await executed.json()).executedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' })).status).toBe(200);
    expect((await types(claim.id)).filter((type) => type === 'PayoutSent')).toHaveLength(1);
    const { rows } = await database().pool.query("SELECT count(*)::int AS count FROM events WHERE stream_id = $1 AND type = 'PayoutBatchExecuted'", [`payout-batch-${batch.id}`]);
    expect(rows[0].count).toBe(1);
    const paidAgain = await operator.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 1 }] } });
    expect(paidAgain.status).toBe(409);
    expect(JSON.stringify(await paidAgain.json())).toContain('Passeggero già pagato');

    const billing = await (await passenger(`/api/passenger/claims/${claim.id}/billing`)).json();
    expect(billing.passengers[0]).toMatchObject({ state: 'paid', paidOn: expect.any(String) });
    expect(billing.airlinePayments.map((payment: { bankReference: string }) => payment.bankReference)).toEqual(['']);

    const stats = await (await operator.fetch('/api/admin/billing/stats')).json();
    expect(stats.recoveredCents - statsBefore.recoveredCents).toBe(40_000);
    expect(stats.invoicedCents - statsBefore.invoicedCents).toBe(12_200);
    expect(stats.payoutDays.count).toBe(statsBefore.payoutDays.count + 1);
    expect(stats.payoutDays.promise).toBe(5);
    expect(stats.payoutDays.worstWorkingDays).toBeGreaterThanOrEqual(0);
  });

  it('when two operators put the same passenger in a batch at the same time, then one batch has them and the other is refused', async () => {
    const claim = await claimWorth(app, database().pool, operator, 250, { email: 'conteso@example.it' });
    const passenger = await passengerOf(app, database().pool, 'conteso@example.it');
    await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder: 'Maria Rossi', ...INVOICE_DATA } });
    await pay(operator, claim.id, { amount: 250 });
    const second = await app.operator('operator', 'Sara Blu');
    const body = { items: [{ claimId: claim.id, passengerId: 1 }] };

    const answers = await Promise.all([operator.fetch('/api/admin/payout-batches', { method: 'POST', body }), second.fetch('/api/admin/payout-batches', { method: 'POST', body })]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { batches } = await (await operator.fetch('/api/admin/payout-batches')).json();
    expect(batches.filter((batch: { items: { claimId: number }[] }) => batch.items.some((item) => item.claimId === claim.id))).toHaveLength(1);
  });

  it('when the airline’s payment is recorded at 00:30 on 1 January in Rome (23:30 UTC the day before), then the invoice is dated 1 January and numbered in the new year', async () => {
    const claim = await claimWorth(app, database().pool, operator, 600);
    await giveAccountInArea(app, database().pool, claim.id, CLAIM_EMAIL);
    const executeCommand = createCommandExecutor({ store: app.store, waitForReadModels: (names, position, ms) => app.runner.waitFor(names, position, ms) });
    const passengerGuard = { requirePassenger: (_request, response) => response.sendStatus(401), ownsClaim: async () => false } satisfies BillingDeps['passengerGuard'];
    const commands = billingCommands(billingDeps({ config: app.config, pool: database().pool, store: app.store, executeCommand, storage: createBlobStorage(app.config), secretKey: app.secretKey, passengerGuard }));
    const id = randomUUID();
    const newYearsNight = { actor: { kind: 'operator' as const, id: operator.id }, correlationId: id, causationId: id, requestedAt: '2026-12-31T23:30:00.000Z' };

    const view = await commands.recordAirlinePayment(newYearsNight, { claimId: claim.id, amountCents: 60_000, receivedOn: '2026-12-31', bankReference: 'BONIFICO AZ 4471' });

    expect(view.invoices).toEqual([expect.objectContaining({ invoiceNumber: expect.stringMatching(/^2027\/\d{4}$/), issuedOn: '2027-01-01' })]);
  });
});
