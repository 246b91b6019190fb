/** Mandate events live on the claim's stream `claim-{id}`: one MandateSigned per passenger, and the signing links sent to adult co-passengers. */
import { z } from 'zod';
import type { SignedAs, SignedVia } from '../contracts/mandates.js';

export interface MandateSignedData {
  /** The passenger's place in the booking (ClaimPassenger.passengerId). */
  passengerId: number;
  signerName: string;
  signedAs: SignedAs;
  /**
   * The door it was signed through: the contact's own access (their upload link or session) or the
   * co-passenger's own e-mailed link. Absent on mandates signed before the links existed.
   */
  signedVia?: SignedVia;
  /** The signed PDF, recorded by the documents module as a document of type `mandate`. */
  documentId: string;
  /** SHA-256 of the PDF file as stored: what "Verifica impronta" recomputes. */
  sha256: string;
  /** SHA-256 of the mandate's words as signed (printed inside the PDF, which cannot hold its own hash). */
  textSha256: string;
  signedAt: string;
  signerIp: string | null;
}

/**
 * An adult co-passenger is to get their own signing link by e-mail, at the address on the claim. The
 * link (a signed token) is made when the e-mail is sent and is never stored; `linkVersion` is in it,
 * and a newer link ends the older ones.
 */
export interface MandateSigningLinkRequestedData {
  passengerId: number;
  linkVersion: number;
}

export type MandateEvent = { type: 'MandateSigned'; data: MandateSignedData } | { type: 'MandateSigningLinkRequested'; data: MandateSigningLinkRequestedData };

export const MANDATE_EVENT_TYPES: readonly MandateEvent['type'][] = ['MandateSigned', 'MandateSigningLinkRequested'];

export const mandateSignedData = z.looseObject({
  passengerId: z.number(),
  signerName: z.string(),
  signedAs: z.enum(['passenger', 'guardian']),
  signedVia: z.enum(['contact_session', 'own_link']).optional(),
  documentId: z.string(),
  sha256: z.string(),
  textSha256: z.string(),
  signedAt: z.string(),
  signerIp: z.string().nullable(),
}) satisfies z.ZodType<MandateSignedData>;
export const mandateSigningLinkRequestedData = z.looseObject({ passengerId: z.number(), linkVersion: z.number() }) satisfies z.ZodType<MandateSigningLinkRequestedData>;
