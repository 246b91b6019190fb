import { randomUUID } from 'node:crypto';
import { CLAIM_EVENT, claimStream } from '../../claims/contract.js';
import type { NotificationPreference } from '../../contracts/notification-preferences.js';
import type { Decider } from '../../platform/event-store/command-handler.js';
import type { FollowUpDeps } from './follow-up-deps.js';
import type { FollowUpEvent } from './follow-up-events.js';
import { latestPreference } from '../read-models/claim-preferences.js';

export const DEFAULT_PREFERENCE: NotificationPreference = 'every_step';

/**
 * The address's preference: the latest recorded on any of its claims (a change is appended on every
 * claim of the address, and a claim submitted afterwards has none of its own), else every step.
 * `claimId` is the claim being written about, counted even if the address's list does not show it.
 */
export async function addressPreference(deps: Pick<FollowUpDeps, 'pool' | 'addressClaims'>, email: string, claimId?: number): Promise<NotificationPreference> {
  const claims = (await deps.addressClaims.claimsOf(email)).map((claim) => claim.claimId);
  return (await latestPreference(deps.pool, claimId === undefined ? claims : [...new Set([claimId, ...claims])])) ?? DEFAULT_PREFERENCE;
}

type PreferenceState = { exists: boolean; erased: boolean; preference: NotificationPreference | undefined };
type PreferenceCommand = { type: 'ChangeNotificationPreference'; preference: NotificationPreference };
type Folded = FollowUpEvent | { type: typeof CLAIM_EVENT.ClaimSubmitted | typeof CLAIM_EVENT.PersonalDataErased; data: unknown };

/** A change is recorded where the claim exists, is not erased, and the stream's own choice differs. */
export const preferenceDecider: Decider<PreferenceState, PreferenceCommand, Folded> = {
  initialState: { exists: false, erased: false, preference: undefined },
  eventTypes: [CLAIM_EVENT.ClaimSubmitted, CLAIM_EVENT.PersonalDataErased, 'NotificationPreferenceChanged'],
  evolve(state, event) {
    if (event.type === CLAIM_EVENT.ClaimSubmitted) return { ...state, exists: true };
    if (event.type === CLAIM_EVENT.PersonalDataErased) return { ...state, erased: true };
    if (event.type === 'NotificationPreferenceChanged') return { ...state, preference: (event.data as { preference: NotificationPreference }).preference };
    return state;
  },
  decide(command, state) {
    if (!state.exists || state.erased || (state.preference ?? DEFAULT_PREFERENCE) === command.preference) return [];
    return [{ type: 'NotificationPreferenceChanged', data: { preference: command.preference } }];
  },
};

/**
 * The passenger's choice for every claim of their address: one event on each claim's stream, with the
 * passenger of that claim (its practice number) as the actor. Claims already at that choice get none.
 */
export async function changeAddressPreference(deps: Pick<FollowUpDeps, 'executeCommand' | 'addressClaims'>, email: string, preference: NotificationPreference, now: Date): Promise<{ preference: NotificationPreference }> {
  const correlationId = randomUUID();
  for (const claim of await deps.addressClaims.claimsOf(email)) {
    await deps.executeCommand({
      stream: claimStream(claim.claimId),
      decider: preferenceDecider,
      command: { type: 'ChangeNotificationPreference', preference },
      metadata: { actor: { kind: 'passenger', id: claim.practiceNumber }, correlationId, causationId: correlationId, requestedAt: now.toISOString() },
    });
  }
  return { preference };
}
