import { randomUUID } from 'node:crypto';
import { CLAIM_EVENT, claimStream, type ClaimEvent } from '../../claims/contract.js';
import { AIRLINE_ANSWER_WEEKS } from '../../contracts/do-it-yourself.js';
import type { Decider } from '../../platform/event-store/command-handler.js';
import type { FollowUpClaims, FollowUpDeps } from './follow-up-deps.js';
import type { FollowUpEvent } from './follow-up-events.js';

const DAY_MS = 86_400_000;
const BATCH = 200;
export const CHECK_IN_AFTER_DAYS = AIRLINE_ANSWER_WEEKS * 7;
export const CHECK_IN_ACTOR = { kind: 'system', id: 'do-it-yourself-check-in' } as const;

interface CheckInState {
  erased: boolean;
  /** When the passenger last chose to claim on their own; undefined while the claim is ours. */
  since: number | undefined;
  /** Whether they were already asked since that choice. */
  asked: boolean;
}

export type CheckInCommand = { type: 'RequestDoItYourselfCheckIn'; now: string };

const FOLDED = [CLAIM_EVENT.DoItYourselfChosen, CLAIM_EVENT.OurServiceChosen, CLAIM_EVENT.PersonalDataErased, 'DoItYourselfCheckInRequested'] as const;
type Folded = Extract<ClaimEvent | FollowUpEvent, { type: (typeof FOLDED)[number] }>;

/** Asked once per choice, six weeks after it, while the passenger still claims on their own; the stream decides, whatever the read model said. */
export const doItYourselfCheckInDecider: Decider<CheckInState, CheckInCommand, Folded> = {
  initialState: { erased: false, since: undefined, asked: false },
  eventTypes: FOLDED,
  evolve(state, event, at) {
    switch (event.type) {
      case CLAIM_EVENT.DoItYourselfChosen:
        return { ...state, since: Date.parse(at), asked: false };
      case CLAIM_EVENT.OurServiceChosen:
        return { ...state, since: undefined };
      case CLAIM_EVENT.PersonalDataErased:
        return { ...state, erased: true };
      case 'DoItYourselfCheckInRequested':
        return { ...state, asked: true };
    }
  },
  decide(command, state) {
    if (state.erased || state.since === undefined || state.asked) return [];
    const elapsed = Date.parse(command.now) - state.since;
    if (elapsed < CHECK_IN_AFTER_DAYS * DAY_MS) return [];
    return [{ type: 'DoItYourselfCheckInRequested', data: { daysOnTheirOwn: Math.floor(elapsed / DAY_MS) } }];
  },
};

/**
 * One pass at `now`, in the silence job's run: every claim whose passenger chose «Fai da te» six
 * weeks ago or more and was not asked yet gets DoItYourselfCheckInRequested (its e-mail asks whether
 * the airline answered). The read model finds candidates; the decider checks the stream.
 */
export async function requestDoItYourselfCheckIns(deps: Pick<FollowUpDeps, 'executeCommand'> & { claims: Pick<FollowUpClaims, 'doItYourselfClaims'> }, { now }: { now: Date }): Promise<{ requested: number }> {
  const chosenBefore = new Date(now.getTime() - CHECK_IN_AFTER_DAYS * DAY_MS);
  let requested = 0;
  let after: number | undefined;
  for (;;) {
    const claimIds = await deps.claims.doItYourselfClaims(chosenBefore, { afterId: after, limit: BATCH });
    for (const claimId of claimIds) {
      const id = randomUUID();
      const { events } = await deps.executeCommand({
        stream: claimStream(claimId),
        decider: doItYourselfCheckInDecider,
        command: { type: 'RequestDoItYourselfCheckIn', now: now.toISOString() },
        metadata: { actor: CHECK_IN_ACTOR, correlationId: id, causationId: id, requestedAt: now.toISOString() },
      });
      requested += events.length;
    }
    if (claimIds.length < BATCH) return { requested };
    after = claimIds.at(-1);
  }
}
