/**
 * Electronic invoices end to end, on the default transport: billing's invoice drawn as FatturaPA and
 * written to the outbox, the SdI's scarto placed in the inbox and recorded, the operators' XML
 * download, and the correction by credit note and new invoice that never edits the rejected one.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceIssuedData } from '../../../src/billing/contract.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import { createLogger } from '../../../src/platform/logger.js';
import { invoicingDeps } from '../../../src/modules.js';
import { recordSdiReceipts, sdiFolders } from '../../../src/invoicing/index.js';
import { fatturaPaSchemaErrors } from '../../../src/invoicing/fatturapa-schema.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';
import { COMPANY_ENV } from '../billing/billing-fixtures.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { storedEventCount } from '../../support/stored-events.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;

const CUSTOMER = { fullName: 'Maria Rossi', codiceFiscale: 'RSSMRA85M41H501Z', address: { street: 'Via Nazionale 10', postalCode: '00184', city: 'Roma', province: 'RM', country: 'IT' } };

beforeAll(async () => {
  app = await startTestApp(database(), { ...COMPANY_ENV, COMPANY_STREET: 'Via del Corso 101', COMPANY_POSTAL_CODE: '00186', COMPANY_CITY: 'Roma', COMPANY_PROVINCE: 'RM' });
  operator = await app.operator('operator', 'Luca Ferri');
});
afterAll(() => app?.close());

/** The invoicing handlers have folded everything appended so far (the e-mail reactors wait for a Redis these tests do without). */
async function caughtUp(app: TestApp) {
  const head = await app.store.committedHeadPosition();
  expect(await app.runner.waitFor(['e_invoices', 'e_invoice_drawing', 'e_invoice_transmission'], head!, 30_000)).toBe(true);
}

const outbox = () => sdiFolders(app.config).outboxDir;
const inbox = () => sdiFolders(app.config).inboxDir;
const receipts = () => {
  const executeCommand = createCommandExecutor({ store: app.store, waitForReadModels: (names, position, ms) => app.runner.waitFor(names, position, ms) });
  return recordSdiReceipts(invoicingDeps({ config: app.config, pool: database().pool, store: app.store, executeCommand, logger: createLogger('silent') }));
};
const documentsOf = async (claimId: number) => ((await (await operator.fetch(`/api/admin/flight-checks/${claimId}/e-invoices`)).json()) as { documents: Record<string, unknown>[] }).documents;
const xmlUrl = (claimId: number, number: string) => `/api/admin/flight-checks/${claimId}/invoices/${encodeURIComponent(number)}/fatturapa.xml`;

/** Billing's InvoiceIssued as the money path writes it once it collects the customer. */
async function invoiceIssued(claimId: number, sequence: number, customer: typeof CUSTOMER | null = CUSTOMER) {
  const data: InvoiceIssuedData = {
    invoiceNumber: `2026/${String(sequence).padStart(4, '0')}`,
    year: 2026,
    sequence,
    passengerId: 1,
    imponibileCents: 10_000,
    ivaCents: 2_200,
    totalCents: 12_200,
    compensationCents: 40_000,
    issuedOn: '2026-11-20',
    documentId: randomUUID(),
    sha256: 'f'.repeat(64),
    feeCollectedOn: '2026-11-18',
    ...(customer ? { customer } : {}),
  };
  await app.store.append(`claim-${claimId}`, [{ type: 'InvoiceIssued', data, metadata: { actor: { kind: 'system', id: 'test' }, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: '2026-11-20T10:00:00.000Z' } }], { expectedVersion: 'any' });
  return data.invoiceNumber;
}

async function claimWithInvoice(sequence: number) {
  const claim = await submit(app.url, claimBody(await airportIds(database().pool)));
  const number = await invoiceIssued(claim.id, sequence);
  await waitFor(async () => (await documentsOf(claim.id)).some((document) => document.sdiState === 'transmitted'), { what: 'the invoice transmitted' });
  return { claimId: claim.id, number };
}

const scarto = (fileName: string) => `<?xml version="1.0" encoding="UTF-8"?>
<types:NotificaScarto xmlns:types="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>98765</IdentificativoSdI><NomeFile>${fileName}</NomeFile><DataOraRicezione>2026-11-20T11:00:00.000+01:00</DataOraRicezione>
  <ListaErrori><Errore><Codice>00311</Codice><Descrizione>1.4.1.2 CodiceFiscale del cessionario non valido</Descrizione></Errore></ListaErrori><MessageId>7</MessageId>
</types:NotificaScarto>`;

describe('an issued invoice goes to the SdI', () => {
  it('when billing issues an invoice with its customer, then the FatturaPA file lands in the outbox under its SdI name, valid against the schema, and the claim page lists it as sent', async () => {
    const { claimId, number } = await claimWithInvoice(1);

    const [document] = await documentsOf(claimId);
    expect(document).toMatchObject({ number, documentType: 'TD01', sdiState: 'transmitted', totalCents: 12_200 });
    const files = await readdir(outbox());
    const fileName = files.find((file) => file.startsWith('IT01234567890_'))!;
    const xml = await readFile(path.join(outbox(), fileName), 'utf8');
    expect(await fatturaPaSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<CodiceFiscale>RSSMRA85M41H501Z</CodiceFiscale>');
    expect(xml).toContain(`<Numero>${number}</Numero>`);
  });

  it('when the customer is in the event, then it is sealed on the invoice stream: the stored row holds neither name nor codice fiscale', async () => {
    const { claimId } = await claimWithInvoice(2);

    const stored = await database().pool.query("SELECT data::text AS data FROM events WHERE stream_id = $1 AND type = 'ElectronicInvoiceDrawn'", [`e-invoices-${claimId}-1`]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].data).not.toContain('RSSMRA85M41H501Z');
    expect(stored.rows[0].data).not.toContain('Maria Rossi');
    expect((await database().pool.query('SELECT 1 FROM subject_keys WHERE subject_id = $1', [`invoice-customer:${claimId}:1`])).rowCount).toBe(1);
  });

  it('when an old invoice without customer data is replayed, then no electronic invoice is drawn', async () => {
    const claim = await submit(app.url, claimBody(await airportIds(database().pool)));
    await invoiceIssued(claim.id, 3, null);
    await caughtUp(app);

    expect(await documentsOf(claim.id)).toEqual([]);
  });
});

describe('erasure', () => {
  it('when an admin erases the claim, then the passenger’s data on the claim go, while the invoice the tax law keeps stays readable: its XML still downloads with name and codice fiscale', async () => {
    const admin = await app.operator('admin', 'Giulia Marchetti');
    const { claimId, number } = await claimWithInvoice(8);

    const erased = await admin.fetch(`/api/admin/flight-checks/${claimId}/erasure`, { method: 'POST', body: { reason: 'Richiesta di cancellazione ricevuta il 20/11' } });
    expect(erased.status).toBeLessThan(300);

    expect((await database().pool.query('SELECT erased_at IS NOT NULL AS erased FROM subject_keys WHERE subject_id = $1', [`claim-${claimId}`])).rows[0]).toEqual({ erased: true });
    const xml = await (await operator.fetch(xmlUrl(claimId, number))).text();
    expect(xml).toContain('<CodiceFiscale>RSSMRA85M41H501Z</CodiceFiscale>');
    expect(xml).toContain('<Denominazione>Maria Rossi</Denominazione>');
  });
});

describe('the XML for operators', () => {
  it('when an operator asks for an invoice’s XML, then it comes as an attachment of type application/xml, the same bytes as sent', async () => {
    const { claimId, number } = await claimWithInvoice(4);

    const answer = await operator.fetch(xmlUrl(claimId, number));

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="IT01234567890_[0-9A-Z]{5}\.xml"$/);
    const xml = await answer.text();
    expect(await fatturaPaSchemaErrors(xml)).toEqual([]);
    const fileName = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition')!)![1]!;
    expect(await readFile(path.join(outbox(), fileName), 'utf8')).toBe(xml);
  });

  it('when nobody is signed in, then the XML is refused; when the number is unknown, then the answer is a 404 in Italian', async () => {
    const { claimId, number } = await claimWithInvoice(5);

    expect((await fetch(`${app.url}${xmlUrl(claimId, number)}`)).status).toBe(401);
    const unknown = await operator.fetch(xmlUrl(claimId, '2026/9999'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ detail: 'Questa pratica non ha una fattura elettronica con questo numero.' });
  });
});

describe('a rejection by the SdI', () => {
  it('when the scarto is placed in the inbox, then it is recorded and shown with its code; the operator’s correction draws a credit note and a new invoice, both sent, and the rejected one stays as it was', async () => {
    const { claimId, number } = await claimWithInvoice(6);
    const [original] = await documentsOf(claimId);
    const originalXml = await (await operator.fetch(xmlUrl(claimId, number))).text();
    await mkdir(inbox(), { recursive: true });
    await writeFile(path.join(inbox(), 'IT01234567890_NS_001.xml'), scarto(String(original!.fileName)));

    expect(await receipts()).toBe(1);
    await caughtUp(app);
    expect((await documentsOf(claimId))[0]).toMatchObject({ number, sdiState: 'rejected', receipt: 'NS', errorCodes: ['00311'] });

    const corrected = { ...CUSTOMER, codiceFiscale: 'RSSMRA85M41H501U' };
    const answer = await operator.fetch(`/api/admin/flight-checks/${claimId}/invoices/${encodeURIComponent(number)}/correction`, { method: 'POST', body: { customer: corrected } });
    expect(answer.status).toBe(201);
    const { creditNote, invoice } = (await answer.json()) as { creditNote: string; invoice: string };
    expect(new Set([number, creditNote, invoice]).size).toBe(3);
    await waitFor(async () => (await documentsOf(claimId)).filter((document) => document.sdiState === 'transmitted').length === 2, { what: 'credit note and new invoice sent' });

    const documents = await documentsOf(claimId);
    expect(documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ number, sdiState: 'rejected', correctedBy: creditNote }),
        expect.objectContaining({ number: creditNote, documentType: 'TD04', corrects: number }),
        expect.objectContaining({ number: invoice, documentType: 'TD01', replaces: number }),
      ]),
    );
    expect(await (await operator.fetch(xmlUrl(claimId, number))).text()).toBe(originalXml);
    const creditXml = await (await operator.fetch(xmlUrl(claimId, creditNote))).text();
    expect(creditXml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(creditXml).toContain(`<IdDocumento>${number}</IdDocumento>`);
    const newXml = await (await operator.fetch(xmlUrl(claimId, invoice))).text();
    expect(newXml).toContain('<CodiceFiscale>RSSMRA85M41H501U</CodiceFiscale>');
    expect(await fatturaPaSchemaErrors(creditXml)).toEqual([]);
    expect(await fatturaPaSchemaErrors(newXml)).toEqual([]);

    const again = await operator.fetch(`/api/admin/flight-checks/${claimId}/invoices/${encodeURIComponent(number)}/correction`, { method: 'POST', body: { customer: corrected } });
    expect(again.status).toBe(409);
  });

  it('when the corrected codice fiscale has a wrong check character, then the correction is refused naming the field and nothing is appended', async () => {
    const { claimId, number } = await claimWithInvoice(7);
    const before = await storedEventCount(app, database().pool);

    const answer = await operator.fetch(`/api/admin/flight-checks/${claimId}/invoices/${encodeURIComponent(number)}/correction`, { method: 'POST', body: { customer: { ...CUSTOMER, codiceFiscale: 'RSSMRA85M41H501Z' } } });

    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('Codice fiscale non valido');
    expect(await storedEventCount(app, database().pool)).toBe(before);
  });
});
