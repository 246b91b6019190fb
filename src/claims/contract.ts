/**
 * What other modules may know of claims: the events of a claim's stream, the stream's name, the
 * status vocabulary and its labels, and the claim's fold (pure). Nothing here does I/O.
 */
import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { ClaimEvent } from './claim-events.js';
import { CLAIM_PERSONAL_FIELDS } from './personal-data.js';

export {
  ADMIN_STATUSES,
  CLAIM_EVENT_TYPES,
  COMMUNICATION_KINDS,
  ISSUE_TYPES,
  PRIORITIES,
  type AdminStatus,
  type ClaimEvent,
  type ClaimEventType,
  type ClaimSubmittedData,
  type CommunicationKind,
  type EditableDetails,
  type EditableField,
  type Eligibility,
  type EligibilityAssessedData,
  type FieldChanges,
  type IssueType,
  type Priority,
} from './claim-events.js';
export { COMMUNICATION_LABELS, ELIGIBILITY_LABELS, FIELD_LABELS, ISSUE_LABELS, PRIORITY_LABELS, STATUS_LABELS } from './claim-labels.js';
export { PUBLIC_STATUS, normaliseEmail, type PublicStatus } from './public-status.js';
export { evolve as evolveClaim, initialClaimState, type Claim, type ClaimState } from './claim.js';
/** Every module's answer for a claim that does not exist or that the caller may not see. */
export { claimNotFound } from './claim-errors.js';
/** The event types `evolveClaim` folds: the claim's own and its flight's verified times; a decider on the claim's stream that wants `verifiedFlight` folds these. */
export { CLAIM_STATE_EVENT_TYPES } from './claim-decider.js';

const CLAIM_STREAM_PREFIX = 'claim-';
export const claimStream = (claimId: number) => `${CLAIM_STREAM_PREFIX}${claimId}`;
/** The claim a stream belongs to; undefined for any other stream. */
export const claimIdOfStream = (stream: string): number | undefined =>
  stream.startsWith(CLAIM_STREAM_PREFIX) ? Number(stream.slice(CLAIM_STREAM_PREFIX.length)) : undefined;

/** A claim's data subject is its passenger, one per claim: the subject id is the claim's stream name. */
export const CLAIM_PERSONAL_DATA = declarePersonalData<ClaimEvent>({
  subjectOf: (stream) => (claimIdOfStream(stream) === undefined ? undefined : stream),
  fields: CLAIM_PERSONAL_FIELDS,
});
