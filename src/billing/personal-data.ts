import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { BillingEvent } from './billing-events.js';

/**
 * The bank account is the passenger's: IBAN and holder are encrypted under the claim's key. Amounts,
 * dates, invoice numbers and bank references are facts of the business kept after erasure (tax law).
 */
export const BILLING_PERSONAL_DATA = declarePersonalData<BillingEvent>({
  fields: {
    BankDetailsProvided: ['iban', 'accountHolder'],
    AirlinePaymentReceived: [],
    InvoiceIssued: [],
    PayoutSent: [],
    InvoiceNumberAllocated: [],
    PayoutBatchCreated: [],
    PayoutBatchExecuted: [],
  },
});
