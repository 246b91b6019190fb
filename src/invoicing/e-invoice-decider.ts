import type { Decider } from '../platform/event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import type { EInvoiceEvent, ElectronicInvoiceDrawnData, ElectronicInvoiceTransmittedData, SdiReceiptRecordedData } from './e-invoice-events.js';

/** Where a document stands with the SdI. */
export type SdiState = 'drawn' | 'transmitted' | 'delivered' | 'rejected';

export interface EInvoiceDocument {
  drawn: ElectronicInvoiceDrawnData;
  transmission?: ElectronicInvoiceTransmittedData;
  receipt?: SdiReceiptRecordedData;
  /** A rejected invoice's credit note, once drawn. */
  correctedBy?: string;
}

export interface EInvoicesState {
  documents: Map<string, EInvoiceDocument>;
}

export type EInvoiceCommand =
  | { type: 'DrawDocument'; document: ElectronicInvoiceDrawnData }
  | { type: 'RecordTransmission'; transmission: ElectronicInvoiceTransmittedData }
  | { type: 'RecordReceipt'; receipt: SdiReceiptRecordedData }
  /** A rejected invoice is never edited: a credit note cancels it and a new invoice, with a new number, takes its place. */
  | { type: 'CorrectRejectedInvoice'; number: string; creditNote: ElectronicInvoiceDrawnData; reissue: ElectronicInvoiceDrawnData };

export const sdiStateOf = (document: EInvoiceDocument): SdiState =>
  document.receipt ? (document.receipt.accepted ? 'delivered' : 'rejected') : document.transmission ? 'transmitted' : 'drawn';

const documentNotFound = (number: string) => new DomainError('not_found', `Il documento n. ${number} non esiste per questo passeggero.`, { field: 'invoiceNumber' });

/** Why a document cannot be corrected now, or undefined when it can: the use case asks before it takes two numbers. */
export function correctionRefusal(state: EInvoicesState, number: string): DomainError | undefined {
  const document = state.documents.get(number);
  if (!document) return documentNotFound(number);
  if (document.drawn.documentType !== 'TD01') return new DomainError('conflict', `Il documento n. ${number} è una nota di credito: si correggono solo le fatture.`, { field: 'invoiceNumber' });
  if (document.correctedBy) return new DomainError('conflict', `La fattura n. ${number} è già stata annullata dalla nota di credito n. ${document.correctedBy}.`, { field: 'invoiceNumber' });
  if (sdiStateOf(document) !== 'rejected') return new DomainError('conflict', `La fattura n. ${number} non è stata scartata dallo SdI: non si annulla.`, { field: 'invoiceNumber' });
  return undefined;
}

export function decideEInvoices(command: EInvoiceCommand, state: EInvoicesState): EInvoiceEvent[] {
  switch (command.type) {
    case 'DrawDocument':
      // The same number drawn again (a replayed InvoiceIssued): already there.
      return state.documents.has(command.document.number) ? [] : [{ type: 'ElectronicInvoiceDrawn', data: command.document }];
    case 'RecordTransmission': {
      const document = state.documents.get(command.transmission.number);
      if (!document) throw documentNotFound(command.transmission.number);
      return document.transmission ? [] : [{ type: 'ElectronicInvoiceTransmitted', data: command.transmission }];
    }
    case 'RecordReceipt': {
      const document = state.documents.get(command.receipt.number);
      if (!document) throw documentNotFound(command.receipt.number);
      // The SdI sends one outcome per file: a receipt fetched or placed again changes nothing.
      return document.receipt ? [] : [{ type: 'SdiReceiptRecorded', data: command.receipt }];
    }
    case 'CorrectRejectedInvoice': {
      const refusal = correctionRefusal(state, command.number);
      if (refusal) throw refusal;
      const original = state.documents.get(command.number)!.drawn;
      if (command.creditNote.documentType !== 'TD04' || command.creditNote.corrects?.number !== command.number || command.creditNote.totalCents !== original.totalCents) {
        throw new Error('a credit note must cancel the whole rejected invoice');
      }
      if (command.reissue.documentType !== 'TD01' || command.reissue.replaces !== command.number) throw new Error('the new invoice must name the one it replaces');
      return [
        { type: 'ElectronicInvoiceDrawn', data: command.creditNote },
        { type: 'ElectronicInvoiceDrawn', data: command.reissue },
      ];
    }
  }
}

function evolve(state: EInvoicesState, event: EInvoiceEvent): EInvoicesState {
  const documents = new Map(state.documents);
  switch (event.type) {
    case 'ElectronicInvoiceDrawn': {
      documents.set(event.data.number, { drawn: event.data });
      const corrected = event.data.corrects && documents.get(event.data.corrects.number);
      if (corrected) documents.set(event.data.corrects!.number, { ...corrected, correctedBy: event.data.number });
      break;
    }
    case 'ElectronicInvoiceTransmitted': {
      const document = documents.get(event.data.number);
      if (document) documents.set(event.data.number, { ...document, transmission: event.data });
      break;
    }
    case 'SdiReceiptRecorded': {
      const document = documents.get(event.data.number);
      if (document) documents.set(event.data.number, { ...document, receipt: event.data });
      break;
    }
  }
  return { documents };
}

export const eInvoicesDecider: Decider<EInvoicesState, EInvoiceCommand, EInvoiceEvent> = {
  initialState: { documents: new Map() },
  eventTypes: ['ElectronicInvoiceDrawn', 'ElectronicInvoiceTransmitted', 'SdiReceiptRecorded'],
  evolve,
  decide: decideEInvoices,
};
