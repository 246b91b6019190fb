/**
 * The money path's events. On the claim's stream `claim-{id}`: BankDetailsProvided,
 * AirlinePaymentReceived, InvoiceIssued, PayoutSent. On `invoice-numbers-{year}`:
 * InvoiceNumberAllocated (the stream's version is the sequence). On `payout-batch-{uuid}`:
 * PayoutBatchCreated, PayoutBatchExecuted.
 */

export interface BankDetailsProvidedData {
  /** Electronic form (no spaces, upper case); personal. */
  iban: string;
  /** Personal. One account per claim: every passenger's payout goes there (a minor's to the guardian's). */
  accountHolder: string;
}

export interface AirlinePaymentReceivedData {
  amountCents: number;
  receivedOn: string;
  bankReference: string;
}

export interface InvoiceIssuedData {
  invoiceNumber: string;
  year: number;
  sequence: number;
  passengerId: number;
  imponibileCents: number;
  ivaCents: number;
  totalCents: number;
  /** The compensation it is withheld from: the passenger is paid this less totalCents. */
  compensationCents: number;
  issuedOn: string;
  documentId: string;
  sha256: string;
}

export interface PayoutSentData {
  batchId: string;
  passengerId: number;
  amountCents: number;
  executedOn: string;
}

export type ClaimBillingEvent =
  | { type: 'BankDetailsProvided'; data: BankDetailsProvidedData }
  | { type: 'AirlinePaymentReceived'; data: AirlinePaymentReceivedData }
  | { type: 'InvoiceIssued'; data: InvoiceIssuedData }
  | { type: 'PayoutSent'; data: PayoutSentData };

export const CLAIM_BILLING_EVENT_TYPES: readonly ClaimBillingEvent['type'][] = ['BankDetailsProvided', 'AirlinePaymentReceived', 'InvoiceIssued', 'PayoutSent'];

export interface InvoiceNumberAllocatedData {
  sequence: number;
  claimId: number;
  passengerId: number;
}

export type InvoiceNumberEvent = { type: 'InvoiceNumberAllocated'; data: InvoiceNumberAllocatedData };

export interface PayoutItem {
  claimId: number;
  passengerId: number;
  /** The net payout: compensation less our fee. */
  amountCents: number;
}

export type PayoutBatchEvent =
  | { type: 'PayoutBatchCreated'; data: { items: PayoutItem[]; totalCents: number; createdAt: string } }
  | { type: 'PayoutBatchExecuted'; data: { executedOn: string } };

export type BillingEvent = ClaimBillingEvent | InvoiceNumberEvent | PayoutBatchEvent;
