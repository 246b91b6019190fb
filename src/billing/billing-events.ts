import { z } from 'zod';
import type { InvoiceCustomer } from '../contracts/invoicing.js';

/**
 * The money path's events. On the claim's stream `claim-{id}`: BankDetailsLinkSent,
 * BankDetailsProvided, AirlinePaymentReceived, InvoiceIssued, PayoutSent. On `invoice-numbers-{year}`:
 * InvoiceNumberAllocated (the stream's version is the sequence). On `payout-batch-{uuid}`:
 * PayoutBatchCreated, PayoutBatchApproved, PayoutLinesWithdrawn, PayoutBatchExecuted.
 */

/**
 * The system e-mailed the claim's address a link to give bank details without signing in. The link's
 * token is made when the e-mail is sent, from this id: it is stored nowhere. It works once, until
 * `expiresAt`, and ends with a newer link, an e-mail change or «Revoca link».
 */
export interface BankDetailsLinkSentData {
  linkId: string;
  expiresAt: string;
}

export interface BankDetailsProvidedData {
  /** Electronic form (no spaces, upper case); personal. */
  iban: string;
  /** Personal, as typed (the SEPA file transliterates it). One account per claim: every passenger's payout goes there (a minor's to the guardian's). */
  accountHolder: string;
  /** How the passenger gave them: signed in to the area, or through the e-mailed link (which it uses up). Absent on events before links were single-use. */
  via?: 'area' | 'link';
  linkId?: string;
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
  /** Whom it is made out to (art. 21 DPR 633/1972), personal; absent on invoices issued before electronic invoicing. */
  customer?: InvoiceCustomer;
  /** The day the airline's payment came in ('YYYY-MM-DD'): the invoice is due within 12 days of it. */
  feeCollectedOn?: string;
}

export interface PayoutSentData {
  batchId: string;
  passengerId: number;
  amountCents: number;
  executedOn: string;
}

export type ClaimBillingEvent =
  | { type: 'BankDetailsLinkSent'; data: BankDetailsLinkSentData }
  | { type: 'BankDetailsProvided'; data: BankDetailsProvidedData }
  | { type: 'AirlinePaymentReceived'; data: AirlinePaymentReceivedData }
  | { type: 'InvoiceIssued'; data: InvoiceIssuedData }
  | { type: 'PayoutSent'; data: PayoutSentData };

export const CLAIM_BILLING_EVENT_TYPES: readonly ClaimBillingEvent['type'][] = ['BankDetailsLinkSent', 'BankDetailsProvided', 'AirlinePaymentReceived', 'InvoiceIssued', 'PayoutSent'];

export interface InvoiceNumberAllocatedData {
  sequence: number;
  claimId: number;
  passengerId: number;
  /** A further document of the same passenger (a credit note, a new invoice after a rejection): what it is for. Absent: the passenger's invoice. */
  purpose?: string;
}

export type InvoiceNumberEvent = { type: 'InvoiceNumberAllocated'; data: InvoiceNumberAllocatedData };

export interface PayoutItem {
  claimId: number;
  passengerId: number;
  /** The net payout: compensation less our fee. */
  amountCents: number;
  /**
   * The line's account, frozen when the batch is made: the id of the claim's BankDetailsProvided event
   * (immutable; its IBAN and holder stay encrypted under the passenger's key there). The SEPA file reads
   * that event, never the claim's bank details of the moment. Absent on batches made before it was frozen.
   */
  bankDetailsEventId?: string;
}

/** An operator named on a batch's events (also in the metadata's actor): who created it, who approved it. */
export interface BatchOperatorData {
  id: string;
  name: string;
}

export interface PayoutBatchCreatedData {
  items: PayoutItem[];
  totalCents: number;
  createdAt: string;
  createdBy?: BatchOperatorData;
}

export type PayoutBatchEvent =
  | { type: 'PayoutBatchCreated'; data: PayoutBatchCreatedData }
  | { type: 'PayoutBatchApproved'; data: { approvedBy: BatchOperatorData; approvedAt: string } }
  /** Passengers taken out of a batch not yet approved: their bank details changed after it was made. Back to «pronto». */
  | { type: 'PayoutLinesWithdrawn'; data: { items: { claimId: number; passengerId: number }[]; reason: 'bank_details_changed' } }
  | { type: 'PayoutBatchExecuted'; data: { executedOn: string } };

export type BillingEvent = ClaimBillingEvent | InvoiceNumberEvent | PayoutBatchEvent;

export const bankDetailsLinkSentData = z.looseObject({ linkId: z.string(), expiresAt: z.string() }) satisfies z.ZodType<BankDetailsLinkSentData>;
export const bankDetailsProvidedData = z.looseObject({
  iban: z.string(),
  accountHolder: z.string(),
  via: z.enum(['area', 'link']).optional(),
  linkId: z.string().optional(),
}) satisfies z.ZodType<BankDetailsProvidedData>;
export const airlinePaymentReceivedData = z.looseObject({ amountCents: z.number(), receivedOn: z.string(), bankReference: z.string() }) satisfies z.ZodType<AirlinePaymentReceivedData>;
export const invoiceIssuedData = z.looseObject({
  invoiceNumber: z.string(),
  year: z.number(),
  sequence: z.number(),
  passengerId: z.number(),
  imponibileCents: z.number(),
  ivaCents: z.number(),
  totalCents: z.number(),
  compensationCents: z.number(),
  issuedOn: z.string(),
  documentId: z.string(),
  sha256: z.string(),
  customer: z.looseObject({ fullName: z.string(), codiceFiscale: z.string(), address: z.looseObject({ street: z.string(), postalCode: z.string(), city: z.string(), province: z.string().nullable(), country: z.string() }) }).optional(),
  feeCollectedOn: z.string().optional(),
}) satisfies z.ZodType<InvoiceIssuedData>;
export const payoutSentData = z.looseObject({ batchId: z.string(), passengerId: z.number(), amountCents: z.number(), executedOn: z.string() }) satisfies z.ZodType<PayoutSentData>;
export const invoiceNumberAllocatedData = z.looseObject({ sequence: z.number(), claimId: z.number(), passengerId: z.number(), purpose: z.string().optional() }) satisfies z.ZodType<InvoiceNumberAllocatedData>;

const batchOperator = z.looseObject({ id: z.string(), name: z.string() });
const payoutLine = { claimId: z.number(), passengerId: z.number() };
export const payoutBatchCreatedData = z.looseObject({
  items: z.array(z.looseObject({ ...payoutLine, amountCents: z.number(), bankDetailsEventId: z.string().optional() })),
  totalCents: z.number(),
  createdAt: z.string(),
  createdBy: batchOperator.optional(),
}) satisfies z.ZodType<PayoutBatchCreatedData>;
export const payoutBatchApprovedData = z.looseObject({ approvedBy: batchOperator, approvedAt: z.string() });
export const payoutLinesWithdrawnData = z.looseObject({ items: z.array(z.looseObject(payoutLine)), reason: z.literal('bank_details_changed') });
export const payoutBatchExecutedData = z.looseObject({ executedOn: z.string() });
