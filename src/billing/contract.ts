/** What other modules may know of the money path: its events, their streams, what is personal in them, and how a codice fiscale is checked. */
import { eventNames } from '../platform/events/catalog.js';
import { BILLING_EVENTS } from './event-catalog.js';

export {
  CLAIM_BILLING_EVENT_TYPES,
  type AirlinePaymentReceivedData,
  type BankDetailsLinkSentData,
  type BankDetailsProvidedData,
  type BillingEvent,
  type ClaimBillingEvent,
  type InvoiceIssuedData,
  type PayoutSentData,
} from './billing-events.js';
export { BILLING_EVENTS };
export const BILLING_EVENT = eventNames(BILLING_EVENTS);

export const invoiceNumberStream = (year: number) => `invoice-numbers-${year}`;
export const payoutBatchStream = (batchId: string) => `payout-batch-${batchId}`;
export { isValidCodiceFiscale } from './codice-fiscale.js';
