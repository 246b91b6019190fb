/** The events of a claim's stream (`claimStream(id)` in contract.ts); data uses English field names, the UI Italian labels. */
import type { AdminStatus, ClaimAnswers, ClaimEligibility as Eligibility, CommunicationKind, Priority } from '../contracts/claim-vocabulary.js';
import type { ClaimDetails, EditableDetails, EditableField } from '../contracts/admin-claims.js';
import type { ClaimPassenger } from '../contracts/claim-passengers.js';
import { airlineDesignatorOf } from '../contracts/claim-submission.js';
import { issueAnswersOf } from '../contracts/issue-answers.js';

export {
  ADMIN_STATUSES,
  COMMUNICATION_KINDS,
  ISSUE_TYPES,
  PRIORITIES,
  type AdminStatus,
  type ClaimAnswers,
  type ClaimEligibility as Eligibility,
  type CommunicationKind,
  type IssueType,
  type Priority,
} from '../contracts/claim-vocabulary.js';
export type { EditableDetails, EditableField } from '../contracts/admin-claims.js';

/** The versions of the terms the passenger accepted and of the privacy notice they read (contracts/legal-texts.ts). */
export interface LegalAcceptance {
  termsVersion: string | null;
  privacyNoticeVersion: string | null;
}

/**
 * The booking's passengers as submitted, `passengerId` 1..n in the order given (the first is the
 * person who filled in the claim). `passengers` is personal as a whole, so once the key is erased it
 * reads "dati cancellati": `passengerCount` (not personal) keeps how many there were.
 */
export interface SubmittedPassengers {
  bookingReference: string | null;
  passengers: ClaimPassenger[];
  passengerCount: number;
  /** Those of `passengers` who travelled free (Art. 3(3)), readable after an erasure; absent on older events (none). */
  freePassengerIds: number[];
}

/**
 * The claim as submitted; events recorded before the wizard asked its questions carry no answers
 * (read as 'unknown'), those recorded before it asked for the terms carry no versions (read as null),
 * and those recorded before a claim held several passengers carry neither booking reference nor
 * passengers (read as one passenger: the claim's own name and e-mail, no date of birth).
 */
export type ClaimSubmittedData = ClaimDetails &
  Partial<ClaimAnswers> &
  Partial<LegalAcceptance> &
  Partial<Omit<SubmittedPassengers, 'passengers'>> & {
    passengers?: ClaimPassenger[] | string;
    /** The operating carrier's IATA code as the airlines table knew the flight number's prefix; absent on older events (see operatingCarrierOf). */
    operatingCarrier?: string | null;
  };

/** The carrier of a submitted claim: as recorded, or for an older event the flight number's IATA prefix. */
export const operatingCarrierOf = (data: Pick<ClaimSubmittedData, 'operatingCarrier' | 'flightNumber'>): string | null => {
  if (data.operatingCarrier !== undefined) return data.operatingCarrier;
  const designator = airlineDesignatorOf(data.flightNumber);
  return designator && 'iata' in designator ? designator.iata : null;
};

/** The wizard's answers of a submitted claim, 'unknown' where an older event has none. */
export const answersOf = (data: Partial<ClaimAnswers>): ClaimAnswers => ({
  operatingCarrierEuropean: data.operatingCarrierEuropean ?? 'unknown',
  singleBooking: data.singleBooking ?? 'unknown',
  ...issueAnswersOf(data),
});

/** The legal texts' versions of a submitted claim, null where an older event has none. */
export const legalAcceptanceOf = (data: Partial<LegalAcceptance>): LegalAcceptance => ({
  termsVersion: data.termsVersion ?? null,
  privacyNoticeVersion: data.privacyNoticeVersion ?? null,
});

export type FieldChanges = { [Field in EditableField]?: { from: EditableDetails[Field]; to: EditableDetails[Field] } };

export interface EligibilityAssessedData {
  isEligible: Eligibility;
  estimatedCompensation: number;
  maxCompensation: number;
  distanceKm: number;
  reasons: string[];
  /** The ruleset of the flight date the assessment followed; absent on assessments made before rulesets. */
  rulesetId?: string;
}

/** A suspicion that two claims are one, on the pair's own stream (`duplicate-pair-<lower id>-<higher id>`), and its dismissal. */
export type DuplicatePairEvent =
  | { type: 'DuplicateSuspected'; data: { claimId: number; otherClaimId: number } }
  | { type: 'DuplicateDismissed'; data: { claimId: number; otherClaimId: number } };

export type ClaimEvent =
  | { type: 'ClaimSubmitted'; data: ClaimSubmittedData }
  | { type: 'ClaimDetailsEdited'; data: { changes: FieldChanges } }
  | { type: 'ClaimStatusChanged'; data: { from: AdminStatus; to: AdminStatus; passengerNote: string | null } }
  | { type: 'AdminNotesChanged'; data: { from: string | null; to: string | null } }
  | { type: 'ClaimAssigned'; data: { from: string | null; to: string; operatorId?: string } }
  | { type: 'ClaimPriorityChanged'; data: { from: Priority; to: Priority } }
  | { type: 'CommunicationRecorded'; data: { communicationId: string; kind: CommunicationKind; subject: string | null; content: string; recipient: string | null } }
  | { type: 'EligibilityAssessed'; data: EligibilityAssessedData }
  /** Every upload link issued so far stops working; the passenger gets a new one from the status lookup. */
  | { type: 'UploadLinksRevoked'; data: Record<string, never> }
  /**
   * The passenger's personal data were erased (their data key deleted, files, jobs and e-mails gone);
   * the reason is the admin's and must name no one. From here on the claim's folds read "dati cancellati".
   */
  | { type: 'PersonalDataErased'; data: PersonalDataErasedData }
  /** This claim was closed as a duplicate of another (a ClaimStatusChanged to rejected follows, with the reference for the passenger). */
  | { type: 'ClaimMergedAsDuplicate'; data: { intoClaimId: number } }
  /**
   * The passenger claims from the carrier on their own, with the letter we give them: no mandate, no
   * letter from us, no fee. Only for a carrier an admin marked as paying directly, before we act.
   */
  | { type: 'DoItYourselfChosen'; data: DoItYourselfChosenData }
  /** After doing it themselves (the airline did not answer, say), the passenger hands the claim to us: the usual path from here, mandate and fee included. */
  | { type: 'OurServiceChosen'; data: OurServiceChosenData };

export interface DoItYourselfChosenData {
  /** Why nothing of ours applies: the passenger signs no mandate and owes no fee. */
  reason: 'no_mandate_no_fee';
  /** The carrier the passenger writes to (IATA). */
  operatingCarrier: string;
}

export interface OurServiceChosenData {
  /** Whole days the passenger spent on their own. */
  daysOnTheirOwn: number;
}

export interface PersonalDataErasedData {
  reason: string;
  erasedAt: string;
}

export type ClaimEventType = ClaimEvent['type'];
export const CLAIM_EVENT_TYPES: readonly ClaimEventType[] = [
  'ClaimSubmitted',
  'ClaimDetailsEdited',
  'ClaimStatusChanged',
  'AdminNotesChanged',
  'ClaimAssigned',
  'ClaimPriorityChanged',
  'CommunicationRecorded',
  'EligibilityAssessed',
  'UploadLinksRevoked',
  'PersonalDataErased',
  'ClaimMergedAsDuplicate',
  'DoItYourselfChosen',
  'OurServiceChosen',
];
