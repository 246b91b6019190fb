import { z } from 'zod';
import type { InvoiceCustomer, PostalAddress } from '../contracts/invoicing.js';

/**
 * The money path's events. On the claim's stream `claim-{id}`: BankDetailsLinkSent,
 * BankDetailsProvided, AirlinePaymentReceived, VoucherAccepted, InvoiceIssued, PayoutSent. On `invoice-numbers-{year}`:
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
  /** The passenger whose account the link is for, at their own e-mail; absent on links before each passenger had their own: the contact's (1). */
  passengerId?: number;
}

export interface BankDetailsProvidedData {
  /** Whose account: each adult passenger gives their own, a minor's money goes to the contact's (1, the guardian). Absent on events before that: the contact's. */
  passengerId?: number;
  /** Electronic form (no spaces, upper case); personal. */
  iban: string;
  /** Personal, as typed (the SEPA file transliterates it). */
  accountHolder: string;
  /** The passenger's (or for a minor, the guardian's) codice fiscale, for the invoice; personal. Absent on events before invoices carried it. */
  codiceFiscale?: string;
  /** Their residence address, for the invoice; personal. */
  address?: PostalAddress;
  /** How the passenger gave them: signed in to the area, or through the e-mailed link (which it uses up). Absent on events before links were single-use. */
  via?: 'area' | 'link';
  linkId?: string;
}

/** One passenger's part of an airline payment, in cents. */
export interface PaymentAllocation {
  passengerId: number;
  amountCents: number;
}

/**
 * Money the airline paid for the booking, one event per payment (several add up). `allocations` say how
 * much of it is each passenger's (they add up to `amountCents`): by default in proportion to what each
 * still claims, or as the operator allocated it (`allocatedBy`). Events before payments were allocated
 * have neither: they fold as allocated by the default rule.
 */
export interface AirlinePaymentReceivedData {
  amountCents: number;
  receivedOn: string;
  bankReference: string;
  allocations?: PaymentAllocation[];
  allocatedBy?: 'default' | 'operator';
}

/** A passenger accepted a voucher from the airline instead of money: no share, no fee, no payout for them. */
export interface VoucherAcceptedData {
  passengerId: number;
  acceptedOn: string;
  /** As the airline worded it (e.g. «buono di 400 € valido 12 mesi»); not personal. */
  description: string;
}

export interface InvoiceIssuedData {
  invoiceNumber: string;
  year: number;
  sequence: number;
  passengerId: number;
  imponibileCents: number;
  ivaCents: number;
  totalCents: number;
  /**
   * The part of the passenger's share this invoice is on: the passenger is paid this less totalCents.
   * One invoice per passenger usually; a payment after it adds an invoice on what came in since.
   */
  compensationCents: number;
  issuedOn: string;
  /** Whom it is made out to: the passenger (a minor: the guardian) with the codice fiscale and address given with the bank details; personal. Absent when they were not given. */
  customer?: InvoiceCustomer;
  /** The day the airline's payment that brought this money in was received (the fee is collected then). Absent on invoices before it was recorded. */
  feeCollectedOn?: string;
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
  | { type: 'BankDetailsLinkSent'; data: BankDetailsLinkSentData }
  | { type: 'BankDetailsProvided'; data: BankDetailsProvidedData }
  | { type: 'AirlinePaymentReceived'; data: AirlinePaymentReceivedData }
  | { type: 'VoucherAccepted'; data: VoucherAcceptedData }
  | { type: 'InvoiceIssued'; data: InvoiceIssuedData }
  | { type: 'PayoutSent'; data: PayoutSentData };

export const CLAIM_BILLING_EVENT_TYPES: readonly ClaimBillingEvent['type'][] = ['BankDetailsLinkSent', 'BankDetailsProvided', 'AirlinePaymentReceived', 'VoucherAccepted', 'InvoiceIssued', 'PayoutSent'];

export interface InvoiceNumberAllocatedData {
  sequence: number;
  claimId: number;
  passengerId: number;
  /** A further document of the same passenger (a credit note, a new invoice after a rejection): what it is for. Absent: the passenger's invoice. */
  purpose?: string;
  /** The passenger's earlier invoices on the claim (absent: 0, their first). */
  nth?: number;
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

const postalAddress = z.looseObject({ street: z.string(), postalCode: z.string(), city: z.string(), province: z.string().nullable(), country: z.string() });
export const bankDetailsLinkSentData = z.looseObject({ linkId: z.string(), expiresAt: z.string(), passengerId: z.number().optional() }) satisfies z.ZodType<BankDetailsLinkSentData>;
export const bankDetailsProvidedData = z.looseObject({
  passengerId: z.number().optional(),
  codiceFiscale: z.string().optional(),
  address: postalAddress.optional(),
  iban: z.string(),
  accountHolder: z.string(),
  via: z.enum(['area', 'link']).optional(),
  linkId: z.string().optional(),
}) satisfies z.ZodType<BankDetailsProvidedData>;
export const airlinePaymentReceivedData = z.looseObject({
  amountCents: z.number(),
  receivedOn: z.string(),
  bankReference: z.string(),
  allocations: z.array(z.looseObject({ passengerId: z.number(), amountCents: z.number() })).optional(),
  allocatedBy: z.enum(['default', 'operator']).optional(),
}) satisfies z.ZodType<AirlinePaymentReceivedData>;
export const voucherAcceptedData = z.looseObject({ passengerId: z.number(), acceptedOn: z.string(), description: z.string() }) satisfies z.ZodType<VoucherAcceptedData>;
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
  feeCollectedOn: z.string().optional(),
  customer: z.looseObject({ fullName: z.string(), codiceFiscale: z.string(), address: postalAddress }).optional(),
  documentId: z.string(),
  sha256: z.string(),
}) satisfies z.ZodType<InvoiceIssuedData>;
export const payoutSentData = z.looseObject({ batchId: z.string(), passengerId: z.number(), amountCents: z.number(), executedOn: z.string() }) satisfies z.ZodType<PayoutSentData>;
export const invoiceNumberAllocatedData = z.looseObject({ sequence: z.number(), claimId: z.number(), passengerId: z.number(), nth: z.number().optional(), purpose: z.string().optional() }) satisfies z.ZodType<InvoiceNumberAllocatedData>;

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
