/** Mandate events live on the claim's stream `claim-{id}`, one MandateSigned per passenger. */
import type { SignedAs } from '../contracts/mandates.js';

export interface MandateSignedData {
  /** The passenger's place in the booking (ClaimPassenger.passengerId). */
  passengerId: number;
  signerName: string;
  signedAs: SignedAs;
  /** The signed PDF, recorded by the documents module as a document of type `mandate`. */
  documentId: string;
  /** SHA-256 of the PDF file as stored: what "Verifica impronta" recomputes. */
  sha256: string;
  /** SHA-256 of the mandate's words as signed (printed inside the PDF, which cannot hold its own hash). */
  textSha256: string;
  signedAt: string;
  signerIp: string | null;
}

export type MandateEvent = { type: 'MandateSigned'; data: MandateSignedData };

export const MANDATE_EVENT_TYPES: readonly MandateEvent['type'][] = ['MandateSigned'];
