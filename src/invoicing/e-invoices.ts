import { claimIdOfStream } from '../claims/contract.js';
import type { InvoiceIssuedData } from '../billing/contract.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import type { EventMetadata, RecordedEvent } from '../platform/event-store/index.js';
import { deterministicUuid } from '../platform/ids.js';
import type { InvoiceCustomer } from '../contracts/invoicing.js';
import { drawDocument } from './draw-document.js';
import { correctionRefusal, eInvoicesDecider, type EInvoicesState } from './e-invoice-decider.js';
import type { InvoicingDeps } from './deps.js';
import { eInvoiceStream } from './stream.js';
import type { SentDocument } from './sdi/sdi-transmitter.js';
import { receiptAccepted } from './sdi/sdi-transmitter.js';
import { waitingForReceipt } from './read-models/e-invoices.js';

const systemActor = (id: string, cause: RecordedEvent): EventMetadata => ({
  actor: { kind: 'system', id },
  correlationId: cause.metadata.correlationId,
  causationId: cause.id,
  requestedAt: cause.metadata.requestedAt,
});

export const foldEInvoices = (deps: Pick<InvoicingDeps, 'store'>, claimId: number, passengerId: number): Promise<EInvoicesState> =>
  foldStream(deps.store, eInvoiceStream(claimId, passengerId), eInvoicesDecider).then((folded) => folded.state);

/**
 * Billing issued an invoice: its electronic twin is drawn on the customer's stream under an id fixed by
 * the billing event, so a replay appends nothing. An invoice issued before customers were collected
 * has nobody to make the XML out to: nothing is drawn (the log says which, without personal data).
 */
export async function drawIssuedInvoice(deps: Pick<InvoicingDeps, 'executeCommand' | 'company' | 'logger'>, event: RecordedEvent): Promise<void> {
  const claimId = claimIdOfStream(event.stream);
  const invoice = event.data as InvoiceIssuedData;
  if (claimId === undefined) return;
  if (!invoice.customer) {
    deps.logger.info({ claimId, passengerId: invoice.passengerId, invoiceNumber: invoice.invoiceNumber }, 'invoice without customer data: no electronic invoice drawn');
    return;
  }
  const document = await drawDocument(deps.company, {
    documentType: 'TD01',
    number: invoice.invoiceNumber,
    year: invoice.year,
    sequence: invoice.sequence,
    claimId,
    passengerId: invoice.passengerId,
    invoiceNumber: invoice.invoiceNumber,
    issuedOn: invoice.issuedOn,
    imponibileCents: invoice.imponibileCents,
    ivaCents: invoice.ivaCents,
    totalCents: invoice.totalCents,
    compensationCents: invoice.compensationCents,
    customer: invoice.customer,
  });
  await deps.executeCommand({
    stream: eInvoiceStream(claimId, invoice.passengerId),
    decider: eInvoicesDecider,
    command: { type: 'DrawDocument', document },
    metadata: systemActor('e-invoice-drawing', event),
    eventIds: [deterministicUuid(`e-invoice-drawn:${event.id}`)],
  });
}

/** A drawn document goes to the SdI once: a document already transmitted is passed over. */
export async function transmitDrawnDocument(deps: Pick<InvoicingDeps, 'store' | 'executeCommand' | 'transmitter' | 'clock'>, event: RecordedEvent): Promise<void> {
  const { claimId, passengerId, number } = event.data as { claimId: number; passengerId: number; number: string };
  const state = await foldEInvoices(deps, claimId, passengerId);
  const document = state.documents.get(number);
  if (!document || document.transmission) return;
  const { identifier } = await deps.transmitter.transmit({ fileName: document.drawn.fileName, xml: document.drawn.xml });
  await deps.executeCommand({
    stream: eInvoiceStream(claimId, passengerId),
    decider: eInvoicesDecider,
    command: { type: 'RecordTransmission', transmission: { number, transport: deps.transmitter.transport, identifier, transmittedAt: deps.clock.now().toISOString() } },
    metadata: systemActor('e-invoice-transmission', event),
    eventIds: [deterministicUuid(`e-invoice-transmitted:${event.id}`)],
  });
}

/** Looks for the SdI's outcomes of what this transport sent and is still waiting, and records each one. */
export async function recordSdiReceipts(deps: Pick<InvoicingDeps, 'pool' | 'executeCommand' | 'transmitter' | 'clock'>): Promise<number> {
  const waiting = await waitingForReceipt(deps.pool, deps.transmitter.transport);
  if (waiting.length === 0) return 0;
  const receipts = await deps.transmitter.receipts(waiting.map((row): SentDocument => ({ number: row.number, fileName: row.fileName, identifier: row.identifier ?? '' })));
  const streams = new Map(waiting.map((row) => [row.number, row]));
  const requestedAt = deps.clock.now().toISOString();
  for (const receipt of receipts) {
    const row = streams.get(receipt.number)!;
    await deps.executeCommand({
      stream: eInvoiceStream(row.claimId, row.passengerId),
      decider: eInvoicesDecider,
      command: {
        type: 'RecordReceipt',
        receipt: {
          number: receipt.number,
          receipt: receipt.receipt,
          accepted: receiptAccepted(receipt.receipt),
          sdiIdentifier: receipt.sdiIdentifier,
          receivedAt: receipt.receivedAt,
          errorCodes: receipt.errors.map((error) => error.code),
          errors: receipt.errors,
        },
      },
      metadata: { actor: { kind: 'system', id: 'sdi-receipts' }, correlationId: deterministicUuid(`sdi-receipt:${receipt.number}`), causationId: deterministicUuid(`sdi-receipt:${receipt.number}`), requestedAt },
      eventIds: [deterministicUuid(`sdi-receipt:${row.claimId}:${row.passengerId}:${receipt.number}`)],
    });
    await receipt.recorded?.();
  }
  return receipts.length;
}

/**
 * «Emetti nota di credito e nuova fattura»: an operator, having checked the customer's data the SdI
 * refused, cancels the rejected invoice with a credit note (TD04) and issues a new invoice with a new
 * number, made out to the data as corrected. Never an edit: the rejected invoice stays as it was.
 */
export async function correctRejectedInvoice(
  deps: Pick<InvoicingDeps, 'store' | 'executeCommand' | 'company' | 'numbers' | 'clock'>,
  actor: EventMetadata,
  input: { claimId: number; passengerId: number; number: string; customer: InvoiceCustomer; today: string },
): Promise<{ creditNote: string; invoice: string }> {
  const state = await foldEInvoices(deps, input.claimId, input.passengerId);
  // Refused before any number is taken: a refusal leaves no gap in the year's list.
  const refusal = correctionRefusal(state, input.number);
  if (refusal) throw refusal;
  const original = state.documents.get(input.number)!.drawn;
  const year = Number(input.today.slice(0, 4));
  const common = { year, claimId: input.claimId, passengerId: input.passengerId };
  const creditNumber = await deps.numbers.allocate(actor, { ...common, purpose: `credit-note:${original.number}` });
  const reissueNumber = await deps.numbers.allocate(actor, { ...common, purpose: `reissue:${original.number}` });
  const amounts = { imponibileCents: original.imponibileCents, ivaCents: original.ivaCents, totalCents: original.totalCents, compensationCents: original.compensationCents };
  const base = { claimId: input.claimId, passengerId: input.passengerId, invoiceNumber: original.invoiceNumber, issuedOn: input.today, ...amounts };
  const creditNote = await drawDocument(deps.company, { ...base, ...creditNumber, documentType: 'TD04', customer: original.customer, corrects: { number: original.number, issuedOn: original.issuedOn } });
  const reissue = await drawDocument(deps.company, { ...base, ...reissueNumber, documentType: 'TD01', customer: input.customer, replaces: original.number });
  await deps.executeCommand({
    stream: eInvoiceStream(input.claimId, input.passengerId),
    decider: eInvoicesDecider,
    command: { type: 'CorrectRejectedInvoice', number: original.number, creditNote, reissue },
    metadata: actor,
  });
  return { creditNote: creditNote.number, invoice: reissue.number };
}
