import { describe, it } from 'vitest';
import type { EInvoiceEvent, ElectronicInvoiceDrawnData, SdiReceiptRecordedData } from '../../../src/invoicing/e-invoice-events.js';
import { eInvoicesDecider } from '../../../src/invoicing/e-invoice-decider.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { ADULT, GUARDIAN } from './fixtures.js';

const given = deciderSpec(eInvoicesDecider);

const document = (overrides: Partial<ElectronicInvoiceDrawnData> = {}): ElectronicInvoiceDrawnData => ({
  documentType: 'TD01',
  number: '2026/0001',
  year: 2026,
  sequence: 1,
  claimId: 42,
  passengerId: 1,
  invoiceNumber: '2026/0001',
  progressive: '00001',
  fileName: 'IT01234567890_00001.xml',
  issuedOn: '2026-11-20',
  imponibileCents: 10_000,
  ivaCents: 2_200,
  totalCents: 12_200,
  compensationCents: 40_000,
  customer: ADULT,
  xml: '<xml/>',
  xmlSha256: 'abc',
  ...overrides,
});
const drawn = (data = document()): EInvoiceEvent => ({ type: 'ElectronicInvoiceDrawn', data });
const transmitted: EInvoiceEvent = { type: 'ElectronicInvoiceTransmitted', data: { number: '2026/0001', transport: 'folder', identifier: 'IT01234567890_00001.xml', transmittedAt: '2026-11-20T10:00:00Z' } };
const receipt = (kind: 'RC' | 'MC' | 'NS'): SdiReceiptRecordedData => ({
  number: '2026/0001',
  receipt: kind,
  accepted: kind !== 'NS',
  sdiIdentifier: '123456',
  receivedAt: '2026-11-20T11:00:00Z',
  errorCodes: kind === 'NS' ? ['00311'] : [],
  errors: kind === 'NS' ? [{ code: '00311', description: 'CodiceFiscale non valido' }] : [],
});
const received = (kind: 'RC' | 'MC' | 'NS'): EInvoiceEvent => ({ type: 'SdiReceiptRecorded', data: receipt(kind) });
const creditNote = document({ documentType: 'TD04', number: '2026/0005', sequence: 5, corrects: { number: '2026/0001', issuedOn: '2026-11-20' } });
const reissue = document({ number: '2026/0006', sequence: 6, customer: GUARDIAN, replaces: '2026/0001' });
const correct = { type: 'CorrectRejectedInvoice' as const, number: '2026/0001', creditNote, reissue };

describe('a customer’s electronic invoices', () => {
  it('when billing’s invoice is drawn, then it is recorded; drawn again (a replay), then nothing more', () => {
    given().when({ type: 'DrawDocument', document: document() }).then([drawn()]);
    given(drawn()).when({ type: 'DrawDocument', document: document() }).then([]);
  });

  it('when a drawn document is transmitted, then the transmission is recorded once', () => {
    given(drawn()).when({ type: 'RecordTransmission', transmission: transmitted.data as never }).then([transmitted]);
    given(drawn(), transmitted).when({ type: 'RecordTransmission', transmission: transmitted.data as never }).then([]);
  });

  it('when a receipt arrives for a document, then it is recorded; the same outcome fetched again records nothing', () => {
    given(drawn(), transmitted).when({ type: 'RecordReceipt', receipt: receipt('MC') }).then([received('MC')]);
    given(drawn(), transmitted, received('MC')).when({ type: 'RecordReceipt', receipt: receipt('MC') }).then([]);
  });

  it('when a receipt names a document this customer does not have, then it is refused', () => {
    given().when({ type: 'RecordReceipt', receipt: receipt('RC') }).thenFails('non esiste', 'not_found');
  });
});

describe('correcting a rejected invoice («Emetti nota di credito e nuova fattura»)', () => {
  it('when the SdI rejected the invoice, then a credit note cancelling it and a new invoice with a new number are drawn, and the rejected one is left as it was', () => {
    given(drawn(), transmitted, received('NS'))
      .when(correct)
      .then([
        { type: 'ElectronicInvoiceDrawn', data: creditNote },
        { type: 'ElectronicInvoiceDrawn', data: reissue },
      ]);
  });

  it('when the invoice was delivered (RC) or left in the reserved area (MC), then there is nothing to correct', () => {
    given(drawn(), transmitted, received('RC')).when(correct).thenFails('non è stata scartata', 'conflict');
    given(drawn(), transmitted, received('MC')).when(correct).thenFails('non è stata scartata', 'conflict');
  });

  it('when the SdI has not answered yet, then it is refused', () => {
    given(drawn(), transmitted).when(correct).thenFails('non è stata scartata', 'conflict');
  });

  it('when the rejected invoice already has its credit note, then a second correction is refused', () => {
    given(drawn(), transmitted, received('NS'), drawn(creditNote), drawn(reissue)).when(correct).thenFails('già stata annullata dalla nota di credito n. 2026/0005', 'conflict');
  });

  it('when the number is a credit note’s, then it is refused: only invoices are corrected', () => {
    given(drawn(creditNote)).when({ ...correct, number: '2026/0005' }).thenFails('nota di credito', 'conflict');
  });
});
