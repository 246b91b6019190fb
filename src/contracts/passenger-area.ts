import { z } from 'zod';
import type { PublicStatus } from './passenger-claim.js';

/** The passenger area (/area-riservata): sign-in by e-mail link, the session, the claims of the address. */

export const SIGN_IN_ACCEPTED = "Se l'indirizzo ha pratiche, riceverai un link per accedere";
/** Minutes a sign-in link stays valid. */
export const SIGN_IN_LINK_MINUTES = 30;

export const LINK_INVALID = 'Il link non è valido: richiedine uno nuovo.';
export const LINK_EXPIRED = 'Il link è scaduto: richiedine uno nuovo.';
export const LINK_USED = 'Il link è già stato usato: richiedine uno nuovo.';

const EMAIL_MESSAGE = 'Inserisci un indirizzo email valido';

/** POST /api/passenger/sign-in */
export const signInBody = z.object({
  email: z.string(EMAIL_MESSAGE).trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)),
});
export type SignInBody = z.infer<typeof signInBody>;

/** POST /api/passenger/sessions: the token of the e-mail's link (`?t=`). */
export const openSessionBody = z.object({
  token: z.string('Il link non è valido: richiedine uno nuovo.').trim().min(1, LINK_INVALID).max(200, LINK_INVALID),
});

/** The answer of POST /api/passenger/sessions: the CSRF token to send as `x-csrf-token` on writes. */
export interface PassengerSessionOpened {
  csrfToken: string;
}

/** What the list of the area shows of a claim. */
export interface PassengerClaimSummary {
  claimId: number;
  practiceNumber: string;
  flightNumber: string;
  /** The IATA code of the carrier that operated the flight, as the claim records it (null when none is known). */
  operatingCarrier: string | null;
  /** YYYY-MM-DD */
  flightDate: string;
  departureAirport: string;
  arrivalAirport: string;
  issueType: string;
  issueTypeLabel: string;
  status: PublicStatus;
  statusLabel: string;
  estimatedCompensation: number | null;
  /** The last event the passenger sees (ISO 8601). */
  lastUpdate: string;
  /** Since when the passenger claims from the carrier on their own («Fai da te»); null while the claim is ours. */
  doItYourselfSince: string | null;
}

/** GET /api/passenger/me */
export interface PassengerMe {
  email: string;
  csrfToken: string;
  claims: PassengerClaimSummary[];
}

/** One line of «La tua pratica passo per passo». */
export interface PassengerTimelineEntry {
  id: string;
  at: string;
  /** Who the line is about: the passenger, our team, or nobody in particular. */
  by: 'passenger' | 'operator' | 'system';
  title: string;
  detail: string | null;
}

/** Who must act next, and by when (ISO 8601) when there is a date to give. */
export interface PassengerNextStep {
  who: 'passenger' | 'operator' | 'airline';
  text: string;
  by?: string;
}

export interface PassengerDocument {
  id: string;
  fileTypeLabel: string;
  originalName: string;
  status: 'pending' | 'verified' | 'rejected';
  rejectionReason: string | null;
  createdAt: string;
  /** The file was deleted at the end of the retention period: the record stays. */
  fileDeleted: boolean;
}

/** GET /api/passenger/claims/{id} */
export interface PassengerClaimStory {
  summary: PassengerClaimSummary;
  /** The operators' last note for the passenger, if any. */
  passengerNote: string | null;
  /** Null once the claim is closed. */
  nextStep: PassengerNextStep | null;
  timeline: PassengerTimelineEntry[];
  documents: PassengerDocument[];
  /** Relative link to the upload page (`/carica-documenti/{practiceNumber}?t=…`); null when uploads are closed. */
  uploadLink: string | null;
}

export const WHO_LABELS: Record<PassengerNextStep['who'], string> = {
  passenger: 'Tocca a te',
  operator: 'Tocca a noi',
  airline: 'Tocca alla compagnia aerea',
};
