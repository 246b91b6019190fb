import type { Decider } from '../platform/event-store/command-handler.js';
import { FLIGHT_EVENT_TYPES, type FlightEvent } from '../flights/contract.js';
import { evolve, initialClaimState, type ClaimState } from './claim.js';
import { CLAIM_EVENT_TYPES, type ClaimEvent } from './claim-events.js';
import { decide, type ClaimCommand } from './decide.js';

/** What the claim's fold reads: its own events and its flight's verified times (the flights module's events on the same stream). */
export const CLAIM_STATE_EVENT_TYPES: readonly (ClaimEvent | FlightEvent)['type'][] = [...CLAIM_EVENT_TYPES, ...FLIGHT_EVENT_TYPES];

export const claimDecider: Decider<ClaimState, ClaimCommand, ClaimEvent | FlightEvent> = {
  initialState: initialClaimState,
  eventTypes: CLAIM_STATE_EVENT_TYPES,
  evolve,
  decide,
};
