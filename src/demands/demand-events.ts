/**
 * The work of claiming from the airline, on the claim's stream `claim-{id}`: the demand letter,
 * its sending, and the airline's answer. The tasks and the airline report card fold these.
 */
import { z } from 'zod';
import { AIRLINE_REPLY_OUTCOMES, type AirlineReplyOutcome } from '../contracts/demands.js';

export { AIRLINE_REPLY_OUTCOMES, type AirlineReplyOutcome } from '../contracts/demands.js';

export const DEMAND_LETTER_LANGUAGES = ['it', 'en'] as const;
export type DemandLetterLanguage = (typeof DEMAND_LETTER_LANGUAGES)[number];

/** How a letter travels: by PEC to an Italian carrier that has a PEC address, by plain e-mail to the others. */
export const AIRLINE_LETTER_CHANNELS = ['pec', 'email'] as const;
export type AirlineLetterChannel = (typeof AIRLINE_LETTER_CHANNELS)[number];

/** The PEC provider's receipts for a letter (X-Ricevuta accettazione, avvenuta-consegna, errore-consegna). */
export const PEC_RECEIPTS = ['accettazione', 'consegna', 'mancata_consegna'] as const;
export type PecReceipt = (typeof PEC_RECEIPTS)[number];

export interface DemandLetterGeneratedData {
  /** The PDF, stored as a generated document of the claim. */
  documentId: string;
  language: DemandLetterLanguage;
  /** The operating carrier's IATA code the letter is addressed to. */
  airlineCode: string;
  /** Compensation claimed for the whole booking, in cents. */
  amountCents: number;
  sha256: string;
  /** The claim's documents the letter lists as attached (mandates, boarding passes; identity documents in letters made before they went only on request). */
  attachmentDocumentIds: string[];
}

export interface ClaimSentToAirlineData {
  /** The Message-ID of the e-mail (or PEC) that carried the letter. */
  messageId: string;
  airlineCode: string;
  /** The carrier's claims address it went to (the carrier's, not personal). */
  recipient: string;
  letterDocumentId: string;
  /** Every document attached besides the letter (mandates, boarding pass, identity documents when the carrier asked). */
  attachmentDocumentIds: string[];
  /** The operator recorded that the carrier asked for identity documents, so they went along; absent on older sendings. */
  identityDocumentsRequested?: boolean;
  sentAt: string;
  /** The dispatch (AirlineLetterQueued) this sending completes; absent on sendings recorded before dispatches were events. */
  dispatchId?: string;
  /** The channel it went by; absent on sendings recorded before there was a choice: e-mail. */
  channel?: AirlineLetterChannel;
}

/** The operator asked to e-mail the letter: the outbound queue's job names the dispatch by this id. */
export interface AirlineLetterQueuedData {
  dispatchId: string;
  letterDocumentId: string;
  airlineCode: string;
  /** The carrier's claims address (the carrier's, not personal). */
  recipient: string;
  /** The operator ticked «La compagnia ha chiesto il documento d’identità»: only then do identity documents go along. */
  identityDocumentsRequested: boolean;
  /** pec: through our PEC account (AIRLINE_PEC_URL); absent on requests made before there was a choice: e-mail. */
  channel?: AirlineLetterChannel;
}

/** A receipt of the PEC provider for a dispatch, kept as a document of the claim: a `consegna` proves that the letter reached the carrier. */
export interface AirlineLetterReceiptRecordedData {
  dispatchId: string;
  receipt: PecReceipt;
  /** When the provider issued it (the receipt's Date header). */
  receivedAt: string;
  /** The receipt's .eml as the claim's document. */
  documentId: string;
}

/** The dispatch was given up after the last attempt; the operator may send the letter again. */
export interface AirlineLetterFailedData {
  dispatchId: string;
  /** The SMTP server's answer with any address taken out, or why nothing was tried. */
  reason: string;
}

/** One request of the table the dispatches lived in before they were events, as it stood when it was carried over. */
export interface ImportedDispatch extends AirlineLetterQueuedData {
  status: 'queued' | 'accepted' | 'sent' | 'failed';
  requestedAt: string;
  messageId: string | null;
  sentAt: string | null;
  failureReason: string | null;
}

export interface AirlineDispatchesImportedData {
  dispatches: ImportedDispatch[];
}


export interface AirlineRepliedData {
  outcome: AirlineReplyOutcome;
  airlineCode: string;
  /** The day the answer arrived (YYYY-MM-DD). */
  receivedOn: string;
  /** accepted and partial: what the airline agreed to pay; voucher: the voucher's value. */
  amountCents?: number;
  /** rejected (and optionally the others): the airline's reason, in the operator's words. */
  reason?: string;
  /** The airline's answer as a document of the claim, when the operator attached it. */
  documentId?: string;
}

export type DemandEvent =
  | { type: 'DemandLetterGenerated'; data: DemandLetterGeneratedData }
  | { type: 'ClaimSentToAirline'; data: ClaimSentToAirlineData }
  | { type: 'AirlineReplied'; data: AirlineRepliedData }
  | { type: 'AirlineLetterQueued'; data: AirlineLetterQueuedData }
  | { type: 'AirlineLetterFailed'; data: AirlineLetterFailedData }
  | { type: 'AirlineDispatchesImported'; data: AirlineDispatchesImportedData }
  | { type: 'AirlineLetterReceiptRecorded'; data: AirlineLetterReceiptRecordedData };

export const DEMAND_EVENT_TYPES: readonly DemandEvent['type'][] = [
  'DemandLetterGenerated',
  'ClaimSentToAirline',
  'AirlineReplied',
  'AirlineLetterQueued',
  'AirlineLetterFailed',
  'AirlineDispatchesImported',
  'AirlineLetterReceiptRecorded',
];

export const demandLetterGeneratedData = z.looseObject({
  documentId: z.string(),
  language: z.enum(DEMAND_LETTER_LANGUAGES),
  airlineCode: z.string(),
  amountCents: z.number(),
  sha256: z.string(),
  attachmentDocumentIds: z.array(z.string()),
}) satisfies z.ZodType<DemandLetterGeneratedData>;
export const claimSentToAirlineData = z.looseObject({
  messageId: z.string(),
  airlineCode: z.string(),
  recipient: z.string(),
  letterDocumentId: z.string(),
  attachmentDocumentIds: z.array(z.string()),
  identityDocumentsRequested: z.boolean().optional(),
  sentAt: z.string(),
  dispatchId: z.string().optional(),
  channel: z.enum(AIRLINE_LETTER_CHANNELS).optional(),
}) satisfies z.ZodType<ClaimSentToAirlineData>;
const airlineLetterQueuedShape = {
  dispatchId: z.string(),
  letterDocumentId: z.string(),
  airlineCode: z.string(),
  recipient: z.string(),
  identityDocumentsRequested: z.boolean(),
  channel: z.enum(AIRLINE_LETTER_CHANNELS).optional(),
};
export const airlineLetterQueuedData = z.looseObject(airlineLetterQueuedShape) satisfies z.ZodType<AirlineLetterQueuedData>;
export const airlineLetterFailedData = z.looseObject({ dispatchId: z.string(), reason: z.string() }) satisfies z.ZodType<AirlineLetterFailedData>;
export const airlineDispatchesImportedData = z.looseObject({
  dispatches: z.array(
    z.looseObject({
      ...airlineLetterQueuedShape,
      status: z.enum(['queued', 'accepted', 'sent', 'failed']),
      requestedAt: z.string(),
      messageId: z.string().nullable(),
      sentAt: z.string().nullable(),
      failureReason: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<AirlineDispatchesImportedData>;
export const airlineRepliedData = z.looseObject({
  outcome: z.enum(AIRLINE_REPLY_OUTCOMES),
  airlineCode: z.string(),
  receivedOn: z.string(),
  amountCents: z.number().optional(),
  reason: z.string().optional(),
  documentId: z.string().optional(),
}) satisfies z.ZodType<AirlineRepliedData>;
export const airlineLetterReceiptRecordedData = z.looseObject({
  dispatchId: z.string(),
  receipt: z.enum(PEC_RECEIPTS),
  receivedAt: z.string(),
  documentId: z.string(),
}) satisfies z.ZodType<AirlineLetterReceiptRecordedData>;
