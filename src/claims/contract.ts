/**
 * What other modules may know of claims: the events of a claim's stream, the stream's name, the
 * status vocabulary and its labels, and the claim's fold (pure). Nothing here does I/O.
 */

import { eventNames } from '../platform/events/catalog.js';
import { CLAIM_EVENTS } from './event-catalog.js';

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
export { normaliseEmail, publicStatusOf, type PublicStatus } from './public-status.js';
export { evolve as evolveClaim, initialClaimState, type Claim, type ClaimState } from './claim.js';
/** Every module's answer for a claim that does not exist or that the caller may not see. */
export { claimNotFound } from './claim-errors.js';
/** The event types `evolveClaim` folds: the claim's own and its flight's verified times; a decider on the claim's stream that wants `verifiedFlight` folds these. */
export { CLAIM_STATE_EVENT_TYPES } from './claim-decider.js';
export { claimIdOfStream, claimStream } from './stream.js';
/** The claim's stream and fold, for a module that decides on the claim's stream (the flight's verification). */
export { CLAIM_FOLD } from './claim-fold.js';

export { CLAIM_EVENTS };
export const CLAIM_EVENT = eventNames(CLAIM_EVENTS);
