/**
 * The work of claiming from the airline, on the claim's stream `claim-{id}`: the demand letter,
 * its sending, and the airline's answer. The tasks and the airline report card fold these.
 */
import { z } from 'zod';
import { AIRLINE_REPLY_OUTCOMES, type AirlineReplyOutcome } from '../contracts/demands.js';

export { AIRLINE_REPLY_OUTCOMES, type AirlineReplyOutcome } from '../contracts/demands.js';

export const DEMAND_LETTER_LANGUAGES = ['it', 'en'] as const;
export type DemandLetterLanguage = (typeof DEMAND_LETTER_LANGUAGES)[number];

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
  | { type: 'AirlineReplied'; data: AirlineRepliedData };

export const DEMAND_EVENT_TYPES: readonly DemandEvent['type'][] = ['DemandLetterGenerated', 'ClaimSentToAirline', 'AirlineReplied'];

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
}) satisfies z.ZodType<ClaimSentToAirlineData>;
export const airlineRepliedData = z.looseObject({
  outcome: z.enum(AIRLINE_REPLY_OUTCOMES),
  airlineCode: z.string(),
  receivedOn: z.string(),
  amountCents: z.number().optional(),
  reason: z.string().optional(),
  documentId: z.string().optional(),
}) satisfies z.ZodType<AirlineRepliedData>;
