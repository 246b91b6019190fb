import { CLOSED_STATUSES } from '../../contracts/claim-vocabulary.js';
import { CLAIM_EVENT, type AdminStatus, type ClaimEvent } from '../../claims/contract.js';
import type { Decider } from '../../platform/event-store/command-handler.js';
import type { FollowUpEvent } from './follow-up-events.js';

const DAY_MS = 86_400_000;

export interface SilenceState {
  exists: boolean;
  status: AdminStatus | undefined;
  erased: boolean;
  /** When the passenger last saw something happen (the latest time of an event that is news to them). */
  lastVisibleAt: number | undefined;
}

/** `now` is the command's time: the decision is the same whenever it is replayed. */
export type SilenceCommand = { type: 'RequestSilenceUpdate'; now: string; silenceDays: number };

const FOLDED_CLAIM_EVENTS = [CLAIM_EVENT.ClaimSubmitted, CLAIM_EVENT.ClaimStatusChanged, CLAIM_EVENT.PersonalDataErased] as const;
type Folded = Extract<ClaimEvent, { type: (typeof FOLDED_CLAIM_EVENTS)[number] }> | { type: string; data: unknown };

function evolve(news: ReadonlySet<string>, state: SilenceState, event: Folded, at: string): SilenceState {
  const next = news.has(event.type) ? { ...state, lastVisibleAt: Math.max(state.lastVisibleAt ?? 0, Date.parse(at)) } : state;
  switch (event.type) {
    case CLAIM_EVENT.ClaimSubmitted:
      return { ...next, exists: true, status: 'pending' };
    case CLAIM_EVENT.ClaimStatusChanged:
      return { ...next, status: (event.data as { to: AdminStatus }).to };
    case CLAIM_EVENT.PersonalDataErased:
      return { ...next, erased: true };
    default:
      return next;
  }
}

/**
 * A short update is due when the claim is open, its passenger not erased, and nothing they can see
 * has happened within `silenceDays` of the command's time; otherwise nothing (the job found the claim
 * in a read model that may lag: the stream decides).
 */
function decide(command: SilenceCommand, state: SilenceState): FollowUpEvent[] {
  if (!state.exists || state.erased || !state.status || CLOSED_STATUSES.includes(state.status) || state.lastVisibleAt === undefined) return [];
  const silentMs = Date.parse(command.now) - state.lastVisibleAt;
  if (silentMs < command.silenceDays * DAY_MS) return [];
  return [{ type: 'SilenceUpdateRequested', data: { silentDays: Math.floor(silentMs / DAY_MS) } }];
}

/** The decider, given the types that are news to the passenger (the event catalog's). */
export function silenceDecider(newsTypes: readonly string[]): Decider<SilenceState, SilenceCommand, Folded> {
  const news = new Set(newsTypes);
  return {
    initialState: { exists: false, status: undefined, erased: false, lastVisibleAt: undefined },
    eventTypes: [...new Set([...FOLDED_CLAIM_EVENTS, ...newsTypes])],
    evolve: (state, event, at) => evolve(news, state, event, at),
    decide: (command, state) => decide(command, state) as Folded[],
  };
}
