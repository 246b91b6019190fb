import type { Decider } from '../event-store/command-handler.js';
import { evolve, initialClaimState, type ClaimState } from './claim.js';
import { CLAIM_EVENT_TYPES, type ClaimEvent } from './claim-events.js';
import { decide, type ClaimCommand } from './decide.js';

export const claimDecider: Decider<ClaimState, ClaimCommand, ClaimEvent> = {
  initialState: initialClaimState,
  eventTypes: CLAIM_EVENT_TYPES,
  evolve,
  decide,
};
