import { z } from 'zod';
import type { ClaimPassenger } from './claim-passengers.js';
import type { VerifiedFlight } from './verified-flight.js';
import { ADMIN_STATUSES, type AdminStatus, type ClaimEligibility, type CommunicationKind, type IssueType, type Priority } from './claim-vocabulary.js';

/** The passenger's claim as submitted and recorded (the data of the claim's first event). */
export interface ClaimDetails {
  claimId: number;
  practiceNumber: string;
  passengerName: string;
  email: string;
  phone: string | null;
  flightNumber: string;
  flightDate: string;
  departureAirportId: number;
  arrivalAirportId: number;
  departureAirport: string;
  arrivalAirport: string;
  departureIata: string | null;
  arrivalIata: string | null;
  issueType: IssueType;
  issueDetails: string | null;
  ipAddress: string | null;
  refererUrl: string | null;
}

/**
 * The claim's fields an operator may edit; every edit records each changed field as from → to.
 * The airport names and IATA codes follow the airport ids: set by the server, never by the client.
 */
export type EditableDetails = Pick<
  ClaimDetails,
  | 'passengerName'
  | 'email'
  | 'phone'
  | 'flightNumber'
  | 'flightDate'
  | 'departureAirportId'
  | 'arrivalAirportId'
  | 'departureAirport'
  | 'arrivalAirport'
  | 'departureIata'
  | 'arrivalIata'
> & {
  compensationAmount: number | null;
  delayReason: string | null;
  /** The operating carrier's IATA code: from the flight number at submission, corrected by operators; null when not known. */
  operatingCarrier: string | null;
};
export type EditableField = keyof EditableDetails;

/** A claim as its events make it: what decisions need and what the timeline's "as of" shows. */
export interface Claim extends Omit<ClaimDetails, 'claimId'>, Pick<EditableDetails, 'compensationAmount' | 'delayReason' | 'operatingCarrier'> {
  id: number;
  adminStatus: AdminStatus;
  adminNotes: string | null;
  passengerNote: string | null;
  /** The assigned operator's name, as it was when assigned. */
  assignedTo: string | null;
  /** The assigned operator's id; null when unassigned or assigned by name before operators were picked from a list. */
  assignedOperatorId: string | null;
  priority: Priority;
  isEligible: ClaimEligibility;
  estimatedCompensation: number | null;
  communications: number;
  createdAt: string;
  updatedAt: string;
  processedAt: string | null;
  completedAt: string | null;
  /** When the passenger's personal data were erased (GDPR art. 17); null while they are kept. */
  personalDataErasedAt: string | null;
  /** The booking reference (PNR), when the passenger gave it. */
  bookingReference: string | null;
  /** The booking's passengers, at least one, by `passengerId` (1..n); claims sent before read as one passenger. */
  passengers: ClaimPassenger[];
  /** The flight's latest verified (FlightVerified) or hand-entered (FlightTimesRecorded) times; null until then, and again once the flight number or date is edited. */
  verifiedFlight: VerifiedFlight | null;
  /** Since when the passenger claims from the carrier on their own («Fai da te»: no mandate, no fee); null while the claim is ours. */
  doItYourselfSince: string | null;
}

/** A claim as the admin API shows it (GET /api/admin/flight-checks/{id}): the spec's Claim entity plus its stream version. */
export type ClaimView = Claim & {
  version: number;
  flightIata: string | null;
  airline: string | null;
  status: string | null;
  delayMinutes: number | null;
  cancellationReason: string | null;
  scheduledDeparture: string | null;
  actualDeparture: string | null;
  scheduledArrival: string | null;
  actualArrival: string | null;
  flightDataJson: unknown;
  actualCompensation: number | null;
  apiCallsCount: number;
  /** When the passenger last saw something happen on the claim (a passenger-visible event). */
  lastVisibleAt: string | null;
  /** Whole days since then, for a claim still open; null once it is completed or rejected. */
  silentDays: number | null;
  /** In the list: another claim of the same flight and date has the same passenger name or e-mail, not yet dismissed. */
  possibleDuplicate?: boolean;
  /** In the list: the claim's open task due soonest; null when it has none. */
  nextDeadline?: NextDeadline | null;
};

/** A claim's open task due soonest: the day and what is due. */
export interface NextDeadline {
  /** YYYY-MM-DD. */
  dueOn: string;
  /** What is due, in Italian (the task's kind). */
  label: string;
}

/** The list's «Le mie pratiche» filter: the claims assigned to the signed-in operator. */
export const claimListAssignee = z.enum(['me'], 'Filtro non valido: usa assignee=me').optional();

/** The admin list's orders: newest first (the default), or the longest silence first (closed claims last). */
export const CLAIM_LIST_SORTS = ['newest', 'silence'] as const;
export type ClaimListSort = (typeof CLAIM_LIST_SORTS)[number];
export const claimListSort = z.enum(CLAIM_LIST_SORTS, 'Ordinamento non valido: usa newest o silence').default('newest');

/** GET /api/admin/flight-checks: one page of claims, newest first or the longest silence first (`sort=silence`). */
export interface ClaimList {
  items: ClaimView[];
  /** SILENCE_DAYS: from this many silent days on, the list highlights a claim (and the passenger gets an update). */
  silenceDays: number;
  /** Exact up to 10,000; beyond, 10,000 with `totalIsLowerBound`. */
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
}

/** One event of a claim's stream as GET /api/admin/flight-checks/{id}/timeline answers it, newest first. */
export interface TimelineEntry {
  version: number;
  eventId: string;
  type: string;
  at: string;
  actor: { kind: 'passenger' | 'operator' | 'system'; id: string; name: string };
  description: string;
  changes?: { field: string; label: string; from: unknown; to: unknown }[];
}

/** One of a claim's notes, calls, messages or e-mails as GET /api/admin/flight-checks/{id}/communications lists them, newest first. */
export interface Communication {
  id: string;
  type: 'email' | CommunicationKind;
  direction: string;
  subject: string | null;
  content: string;
  recipient: string | null;
  sender: string | null;
  /** An e-mail is queued until the mailer sends it or gives up; a note, call or message is recorded. */
  status: 'queued' | 'sent' | 'failed' | 'recorded';
  failureReason: string | null;
  actorKind: string;
  actorName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/admin/flight-checks/bulk: one action on up to 200 claims, each at the version the operator saw. */
export const BULK_ACTIONS = ['assign', 'change_status', 'send_template'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX_CLAIMS = 200;
const bulkClaim = z.object({
  id: z.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido'),
  version: z.number('Versione della pratica non valida').int('Versione della pratica non valida').min(1, 'Versione della pratica non valida'),
});
const bulkClaims = z
  .array(bulkClaim, 'Seleziona almeno una pratica')
  .min(1, 'Seleziona almeno una pratica')
  .max(BULK_MAX_CLAIMS, `Puoi selezionare al massimo ${BULK_MAX_CLAIMS} pratiche alla volta`)
  .refine((claims) => new Set(claims.map((claim) => claim.id)).size === claims.length, 'La stessa pratica è selezionata più volte');
export const bulkActionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('assign'), claims: bulkClaims, operatorId: z.uuid("Scegli l'operatore a cui assegnare le pratiche") }),
    z.object({
      action: z.literal('change_status'),
      claims: bulkClaims,
      adminStatus: z.enum(ADMIN_STATUSES, `Stato non valido: usa ${ADMIN_STATUSES.join(', ')}`),
      passengerNote: z.string().max(2_000, 'Massimo 2000 caratteri').nullish(),
    }),
    z.object({ action: z.literal('send_template'), claims: bulkClaims, templateId: z.uuid('Scegli un modello di email') }),
  ],
  'Azione non valida: usa assign, change_status o send_template',
);
export type BulkActionBody = z.infer<typeof bulkActionBody>;

/** What a bulk action did to each claim: applied, refused because it changed meanwhile, or failed. */
export interface BulkActionResult {
  succeeded: { id: number; practiceNumber: string }[];
  conflicted: { id: number; practiceNumber: string; reason: string }[];
  failed: { id: number; reason: string }[];
}
