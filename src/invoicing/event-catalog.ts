import { formatEuroCents } from '../eligibility/index.js';
import { defineEvents } from '../platform/events/catalog.js';
import { electronicInvoiceDrawnData, electronicInvoiceTransmittedData, sdiReceiptRecordedData, type EInvoiceEvent } from './e-invoice-events.js';
import { subjectOfEInvoiceStream } from './stream.js';

const DOCUMENT_NAMES = { TD01: 'Fattura elettronica', TD04: 'Nota di credito' } as const;
const RECEIPT_LINES = { RC: 'consegnata', MC: 'a disposizione del cliente nella sua area riservata (mancata consegna)', NS: 'scartata' } as const;

/**
 * The customer's name, codice fiscale and address, the XML and the SdI's error texts are personal,
 * sealed under `invoice-customer:{claimId}:{passengerId}` (stream.ts), which erasure leaves: the tax
 * law keeps them ten years. Numbers, amounts, dates and error codes are facts of the business.
 */
export const INVOICING_EVENTS = defineEvents<EInvoiceEvent>({
  subjectOf: subjectOfEInvoiceStream,
  entries: {
    ElectronicInvoiceDrawn: {
      schema: electronicInvoiceDrawnData,
      personal: ['customer', 'xml'],
      describe: (data) =>
        `${DOCUMENT_NAMES[data.documentType]} n. ${data.number} predisposta (passeggero ${data.passengerId}, totale ${formatEuroCents(data.totalCents)})` +
        (data.corrects ? `: annulla la fattura n. ${data.corrects.number}` : data.replaces ? `: sostituisce la fattura n. ${data.replaces}` : ''),
    },
    ElectronicInvoiceTransmitted: {
      schema: electronicInvoiceTransmittedData,
      personal: [],
      describe: (data) => `Documento n. ${data.number} inviato allo SdI (${data.transport === 'folder' ? 'cartella di invio' : 'intermediario'}: ${data.identifier})`,
    },
    SdiReceiptRecorded: {
      schema: sdiReceiptRecordedData,
      personal: ['errors'],
      describe: (data) => `Documento n. ${data.number} ${RECEIPT_LINES[data.receipt]}${data.errorCodes.length ? ` (codici ${data.errorCodes.join(', ')})` : ''}`,
    },
  },
});
