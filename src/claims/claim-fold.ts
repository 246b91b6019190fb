import { evolve, initialClaimState } from './claim.js';
import { claimNotFound } from './claim-errors.js';
import { CLAIM_STATE_EVENT_TYPES } from './claim-decider.js';
import { claimStream } from './stream.js';

export const CLAIM_FOLD = {
  stream: claimStream,
  notFound: claimNotFound,
  decider: { initialState: initialClaimState, eventTypes: CLAIM_STATE_EVENT_TYPES, evolve },
};
