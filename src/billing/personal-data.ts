import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { BillingEvent } from './billing-events.js';

/**
 * The bank account is the passenger's: IBAN and holder are encrypted under the claim's key. Amounts,
 * dates, invoice numbers and bank references are facts of the business kept after erasure (tax law).
 * A link's id opens nothing without our key; a batch's lines name the bank-details event they froze
 * (its IBAN stays encrypted there) and the operators who created and approved it.
 */
export const BILLING_PERSONAL_DATA = declarePersonalData<BillingEvent>({
  fields: {
    BankDetailsLinkSent: [],
    BankDetailsProvided: ['iban', 'accountHolder'],
    AirlinePaymentReceived: [],
    InvoiceIssued: [],
    PayoutSent: [],
    InvoiceNumberAllocated: [],
    PayoutBatchCreated: [],
    PayoutBatchApproved: [],
    PayoutLinesWithdrawn: [],
    PayoutBatchExecuted: [],
  },
});
