import { z } from 'zod';
import type { InvoiceCustomer } from '../contracts/invoicing.js';

/**
 * The electronic invoices of one customer: a passenger of a claim (or, for a minor, the guardian
 * billed for them), on `e-invoices-{claimId}-{passengerId}`. The stream holds each document drawn for
 * them (the invoice billing issued, and after a rejection the credit note and the new invoice), its
 * transmission and the SdI's receipts, so a correction is decided on everything it depends on.
 */
export type EInvoiceDocumentType = 'TD01' | 'TD04';
export type SdiReceiptType = 'RC' | 'MC' | 'NS';

export interface ElectronicInvoiceDrawnData {
  documentType: EInvoiceDocumentType;
  /** The document's own number («2026/0007»): billing's numbering, one list per year for invoices and credit notes. */
  number: string;
  year: number;
  sequence: number;
  claimId: number;
  passengerId: number;
  /** The number of billing's InvoiceIssued on the claim's stream this document belongs to. */
  invoiceNumber: string;
  progressive: string;
  fileName: string;
  issuedOn: string;
  imponibileCents: number;
  ivaCents: number;
  totalCents: number;
  /** The compensation the fee is on (the description names it). */
  compensationCents: number;
  /** Personal (name, codice fiscale, residence), kept 10 years for the tax law. */
  customer: InvoiceCustomer;
  /** The document itself, personal like its customer. */
  xml: string;
  xmlSha256: string;
  /** A credit note: the rejected invoice it cancels. */
  corrects?: { number: string; issuedOn: string };
  /** A new invoice: the rejected one it takes the place of. */
  replaces?: string;
}

export interface ElectronicInvoiceTransmittedData {
  number: string;
  transport: 'folder' | 'intermediary';
  /** The file's name in the outbox, or the intermediary's id of the submission. */
  identifier: string;
  transmittedAt: string;
}

export interface SdiReceiptRecordedData {
  number: string;
  /** RC ricevuta di consegna, MC mancata consegna (valid for a consumer: the invoice waits in their reserved area), NS notifica di scarto. */
  receipt: SdiReceiptType;
  accepted: boolean;
  sdiIdentifier: string | null;
  receivedAt: string;
  /** The SdI's error codes of a scarto (00305…), not personal. */
  errorCodes: string[];
  /** The codes with the SdI's text, which may quote a value of the document: personal. */
  errors: { code: string; description: string }[];
}

export type EInvoiceEvent =
  | { type: 'ElectronicInvoiceDrawn'; data: ElectronicInvoiceDrawnData }
  | { type: 'ElectronicInvoiceTransmitted'; data: ElectronicInvoiceTransmittedData }
  | { type: 'SdiReceiptRecorded'; data: SdiReceiptRecordedData };

const customer = z.looseObject({
  fullName: z.string(),
  codiceFiscale: z.string(),
  address: z.looseObject({ street: z.string(), postalCode: z.string(), city: z.string(), province: z.string().nullable(), country: z.string() }),
});

export const electronicInvoiceDrawnData = z.looseObject({
  documentType: z.enum(['TD01', 'TD04']),
  number: z.string(),
  year: z.number(),
  sequence: z.number(),
  claimId: z.number(),
  passengerId: z.number(),
  invoiceNumber: z.string(),
  progressive: z.string(),
  fileName: z.string(),
  issuedOn: z.string(),
  imponibileCents: z.number(),
  ivaCents: z.number(),
  totalCents: z.number(),
  compensationCents: z.number(),
  customer,
  xml: z.string(),
  xmlSha256: z.string(),
  corrects: z.looseObject({ number: z.string(), issuedOn: z.string() }).optional(),
  replaces: z.string().optional(),
}) satisfies z.ZodType<ElectronicInvoiceDrawnData>;

export const electronicInvoiceTransmittedData = z.looseObject({
  number: z.string(),
  transport: z.enum(['folder', 'intermediary']),
  identifier: z.string(),
  transmittedAt: z.string(),
}) satisfies z.ZodType<ElectronicInvoiceTransmittedData>;

export const sdiReceiptRecordedData = z.looseObject({
  number: z.string(),
  receipt: z.enum(['RC', 'MC', 'NS']),
  accepted: z.boolean(),
  sdiIdentifier: z.string().nullable(),
  receivedAt: z.string(),
  errorCodes: z.array(z.string()),
  errors: z.array(z.looseObject({ code: z.string(), description: z.string() })),
}) satisfies z.ZodType<SdiReceiptRecordedData>;
