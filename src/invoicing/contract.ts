/** What other modules may know of electronic invoicing: its events and their streams. Nothing here does I/O. */
import { eventNames } from '../platform/events/catalog.js';
import { INVOICING_EVENTS } from './event-catalog.js';

export type { EInvoiceEvent, ElectronicInvoiceDrawnData, ElectronicInvoiceTransmittedData, SdiReceiptRecordedData } from './e-invoice-events.js';
export { customerOfStream, eInvoiceStream, invoiceCustomerSubject } from './stream.js';
export { INVOICING_EVENTS };
export const INVOICING_EVENT = eventNames(INVOICING_EVENTS);
