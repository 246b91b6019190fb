/** What a passenger sees of their claim: the status lookup and the upload page. */
import type { ClaimView } from './admin-claims.js';

/** The passenger sees four statuses: approved and completed are both "approved" to them. */
/** In order: pending, in_review, approved, then the closing ones: paid (every passenger with money received has been paid) and closed; or rejected. */
export type PublicStatus = 'pending' | 'in_review' | 'approved' | 'paid' | 'closed' | 'rejected';

/**
 * GET /api/practice-status: only the status of the claim behind an e-mail and a practice number, with
 * a fresh upload link. The rest (notes for the passenger, amounts, the timeline) is in the passenger
 * area, behind the link sent to the claim's address.
 */
export interface PracticeStatus {
  practiceNumber: string;
  status: PublicStatus;
  /** When the status last changed. */
  lastUpdated: string;
  uploadToken: string;
}

/** GET /api/flight-checks/practice/{practiceNumber}: the claim as the upload page shows it. */
export type PracticeClaim = Pick<
  ClaimView,
  'id' | 'practiceNumber' | 'passengerName' | 'flightIata' | 'flightNumber' | 'flightDate' | 'departureAirportId' | 'arrivalAirportId' | 'departureAirport' | 'arrivalAirport'
> & { status: PublicStatus };

/** The passenger's words for each status: the lookup's result card and the passenger area. */
export const PUBLIC_STATUS_LABELS: Record<PublicStatus, string> = {
  pending: 'In attesa di verifica',
  in_review: 'In fase di revisione',
  approved: 'Approvata - Risarcimento confermato',
  paid: 'Pagata',
  closed: 'Chiusa',
  rejected: 'Non idonea al risarcimento',
};
