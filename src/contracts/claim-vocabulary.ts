import { ANSWER_LABELS, ANSWERS, type Answer, type Assessment, type IssueAnswers, type IssueType } from '../eligibility/index.js';

/** The claim's vocabulary, one for the admin area, the public pages and the server. */

export const ADMIN_STATUSES = ['pending', 'under_review', 'approved', 'completed', 'rejected'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];
/** A claim in one of these is closed: the retention periods run from the change to it. */
export const CLOSED_STATUSES: readonly AdminStatus[] = ['completed', 'rejected'];

export const ISSUE_TYPES = ['delay', 'cancellation', 'denied_boarding', 'missed_connection'] as const satisfies readonly IssueType[];
export type { IssueType };

/** A yes / no / "non lo so" answer of the wizard, stored with the claim. */
export { ANSWER_LABELS, ANSWERS, type Answer };

/**
 * The wizard's answers recorded with a claim; claims sent before a question existed read 'unknown'
 * (the yes/no ones) or carry none (those about the problem: the engine then asks for them).
 */
export interface ClaimAnswers extends IssueAnswers {
  operatingCarrierEuropean: Answer;
  singleBooking: Answer;
}

/** GET /api/admin/flight-checks/{id}/assessment: the engine's assessment of the claim as it stands today. */
export interface OperatorAssessment {
  assessment: Assessment;
  answers: ClaimAnswers;
  /** The claim's operating carrier as the airlines table knows it: its EU flag, not the passenger's answer, is what the assessment used. */
  operatingCarrier?: { iataCode: string; isEu: boolean | null } | null;
  /** 'YYYY-MM-DD' in Italy: the limitation warning depends on it. */
  assessedOn: string;
}

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** What an operator records by hand on a claim besides e-mails. */
export const COMMUNICATION_KINDS = ['note', 'call', 'sms'] as const;
export type CommunicationKind = (typeof COMMUNICATION_KINDS)[number];

/** The operators' verdict on a claim (the eligibility engine's own words are 'eligible', 'uncertain', 'not_eligible'). */
export type ClaimEligibility = 'yes' | 'no' | 'pending';

export const STATUS_LABELS: Record<AdminStatus, string> = {
  pending: 'In Attesa',
  under_review: 'In Revisione',
  approved: 'Approvata',
  completed: 'Completata',
  rejected: 'Respinta',
};

export const ISSUE_LABELS: Record<IssueType, string> = {
  delay: 'Ritardo',
  cancellation: 'Cancellazione',
  denied_boarding: 'Negato imbarco',
  missed_connection: 'Coincidenza persa',
};

export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Bassa', normal: 'Normale', high: 'Alta', urgent: 'Urgente' };

export const ELIGIBILITY_LABELS: Record<ClaimEligibility, string> = { yes: 'Idonea', no: 'Non idonea', pending: 'Da verificare' };
