/** The events of a claim's stream `claim-{id}`; data uses English field names, the UI Italian labels. */

export const ADMIN_STATUSES = ['pending', 'under_review', 'approved', 'completed', 'rejected'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const ISSUE_TYPES = ['delay', 'cancellation', 'denied_boarding', 'missed_connection'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const COMMUNICATION_KINDS = ['note', 'call', 'sms'] as const;
export type CommunicationKind = (typeof COMMUNICATION_KINDS)[number];

export type Eligibility = 'yes' | 'no' | 'pending';

/** What the passenger sends, as recorded when the claim is submitted. */
export interface ClaimSubmittedData {
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
  ClaimSubmittedData,
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
> & { compensationAmount: number | null; delayReason: string | null };
export type EditableField = keyof EditableDetails;
export type FieldChanges = { [Field in EditableField]?: { from: EditableDetails[Field]; to: EditableDetails[Field] } };

export interface EligibilityAssessedData {
  isEligible: Eligibility;
  estimatedCompensation: number;
  maxCompensation: number;
  distanceKm: number;
  reasons: string[];
}

export type ClaimEvent =
  | { type: 'ClaimSubmitted'; data: ClaimSubmittedData }
  | { type: 'ClaimDetailsEdited'; data: { changes: FieldChanges } }
  | { type: 'ClaimStatusChanged'; data: { from: AdminStatus; to: AdminStatus; passengerNote: string | null } }
  | { type: 'AdminNotesChanged'; data: { from: string | null; to: string | null } }
  | { type: 'ClaimAssigned'; data: { from: string | null; to: string } }
  | { type: 'ClaimPriorityChanged'; data: { from: Priority; to: Priority } }
  | { type: 'CommunicationRecorded'; data: { communicationId: string; kind: CommunicationKind; subject: string | null; content: string; recipient: string | null } }
  | { type: 'EligibilityAssessed'; data: EligibilityAssessedData }
  /** Every upload link issued so far stops working; the passenger gets a new one from the status lookup. */
  | { type: 'UploadLinksRevoked'; data: Record<string, never> };

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
];

const CLAIM_STREAM_PREFIX = 'claim-';
export const claimStream = (claimId: number) => `${CLAIM_STREAM_PREFIX}${claimId}`;
/** The claim a stream belongs to; undefined for any other stream. */
export const claimIdOfStream = (stream: string): number | undefined =>
  stream.startsWith(CLAIM_STREAM_PREFIX) ? Number(stream.slice(CLAIM_STREAM_PREFIX.length)) : undefined;
