import { z } from 'zod';
import { MAX_PASSENGERS } from './claim-passengers.js';
import type { FeeBreakdown } from '../eligibility/index.js';
import type { MandateValues } from './mandate-text.js';

/**
 * Drawn signatures arrive as a PNG data URL. The pad exports at most 600 px wide (a few KB to a few
 * tens of KB); the cap keeps the base64 within the API's 100 KB JSON bodies (src/platform/http/app.ts).
 */
export const MAX_SIGNATURE_BYTES = 70 * 1024;
const PNG_DATA_URL = 'data:image/png;base64,';

export const MANDATE_MESSAGES = {
  signatureMissing: 'Firma mancante',
  signatureInvalid: 'La firma non è un’immagine valida: disegnala di nuovo',
  signatureTooLarge: 'La firma è troppo grande: cancellala e disegnala di nuovo',
  nameMismatch: 'Il nome non corrisponde al passeggero',
  consentMissing: 'Conferma il consenso per firmare',
  guardianForAdult: 'Un passeggero maggiorenne firma da sé il proprio mandato',
  passengerForMinor: 'Per un passeggero minorenne firma un genitore o tutore',
  guardianName: 'Inserisci nome e cognome del genitore o tutore',
  alreadySigned: 'Mandato già firmato per questo passeggero',
  unknownPassenger: 'Passeggero non trovato in questa pratica',
  adultSignsOwn: 'Un passeggero maggiorenne firma il proprio mandato di persona, con il link che gli inviamo al suo indirizzo e-mail: chi compila la pratica firma solo il proprio e quelli dei minorenni.',
  ownLinkOtherPassenger: 'Questo link serve a firmare soltanto il tuo mandato.',
} as const;

/** The contact person (the one who fills in the claim) is the booking's first passenger. */
export const CONTACT_PASSENGER_ID = 1;

/** POST /api/flight-checks/{id}/mandates (upload token) and /api/passenger/claims/{id}/mandates (session). */
export const signMandateBody = z.object({
  passengerId: z.coerce.number(MANDATE_MESSAGES.unknownPassenger).int(MANDATE_MESSAGES.unknownPassenger).min(1, MANDATE_MESSAGES.unknownPassenger).max(MAX_PASSENGERS, MANDATE_MESSAGES.unknownPassenger),
  signerName: z.string(MANDATE_MESSAGES.guardianName).trim().min(2, 'Scrivi nome e cognome di chi firma').max(200),
  signedAs: z.enum(['passenger', 'guardian'], 'Indica chi firma'),
  signature: z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('drawn'),
        png: z
          .string(MANDATE_MESSAGES.signatureMissing)
          .startsWith(PNG_DATA_URL, MANDATE_MESSAGES.signatureInvalid)
          .max(PNG_DATA_URL.length + Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 4, MANDATE_MESSAGES.signatureTooLarge),
      }),
      z.object({ kind: z.literal('typed') }),
    ],
    MANDATE_MESSAGES.signatureMissing,
  ),
  consent: z.literal(true, MANDATE_MESSAGES.consentMissing),
});
export type SignMandateBody = z.infer<typeof signMandateBody>;

export type SignedAs = 'passenger' | 'guardian';
/** Through which door a mandate was signed: the contact's access to the claim, or the co-passenger's own e-mailed link. */
export type SignedVia = 'contact_session' | 'own_link';
/**
 * Who may sign a passenger's mandate from the contact's access: `here` (the contact themselves, or a
 * minor by their guardian); `own_link` (an adult co-passenger, who signs with the link e-mailed to them);
 * `needs_email` (an adult co-passenger without an address: an operator asks for one).
 */
export type MandateSigningRoute = 'here' | 'own_link' | 'needs_email';

export interface MandateSignature {
  signerName: string;
  signedAs: SignedAs;
  signedAt: string;
  documentId: string;
  sha256: string;
  signedVia: SignedVia | null;
}

/** One passenger of a claim and their mandate, signed or not. */
export interface PassengerMandate {
  passengerId: number;
  fullName: string;
  /** Under 18 today: a parent or guardian signs. */
  minor: boolean;
  /** The amounts this passenger's mandate states (estimated compensation, our fee, the net), in cents; null while no amount can be estimated. */
  estimate: FeeBreakdown | null;
  signed: MandateSignature | null;
  signing: MandateSigningRoute;
}

/** GET …/mandates: the mandate's words filled for this claim (not the signer's) and each passenger's state. */
export interface ClaimMandates {
  claimId: number;
  practiceNumber: string;
  values: MandateValues;
  passengers: PassengerMandate[];
}

/** GET /api/admin/flight-checks/{id}/mandates/{passengerId}/verify */
export interface MandateVerification {
  matches: boolean;
  message: string;
  expected: string;
  actual: string | null;
}
