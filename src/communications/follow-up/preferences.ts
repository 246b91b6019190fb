import { randomUUID } from 'node:crypto';
import { CLAIM_EVENT, claimStream } from '../../claims/contract.js';
import type { NotificationPreference } from '../../contracts/notification-preferences.js';
import type { Decider } from '../../platform/event-store/command-handler.js';
import type { EventStore, RecordedEvent } from '../../platform/event-store/index.js';
import type { FollowUpDeps } from './follow-up-deps.js';
import type { FollowUpEvent } from './follow-up-events.js';

export const DEFAULT_PREFERENCE: NotificationPreference = 'every_step';

/** The passenger's latest choice recorded on these events (one claim's stream), if any. */
export function recordedPreference(events: readonly RecordedEvent[]): { preference: NotificationPreference; at: string } | undefined {
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index]!;
    if (event.type === 'NotificationPreferenceChanged') return { preference: (event.data as { preference: NotificationPreference }).preference, at: event.metadata.requestedAt };
  }
  return undefined;
}

async function streamEvents(store: EventStore, claimId: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(claimStream(claimId))) events.push(event);
  return events;
}

/**
 * The address's preference: the latest recorded on any of its claims (a change is appended on every
 * claim of the address, and a claim submitted afterwards has none of its own), else every step.
 */
export async function addressPreference(deps: Pick<FollowUpDeps, 'store' | 'addressClaims'>, email: string, known?: { claimId: number; events: readonly RecordedEvent[] }): Promise<NotificationPreference> {
  const own = known && recordedPreference(known.events);
  const others = (await deps.addressClaims.claimsOf(email)).filter((claim) => claim.claimId !== known?.claimId);
  let latest = own;
  for (const claim of others) {
    const recorded = recordedPreference(await streamEvents(deps.store, claim.claimId));
    if (recorded && (!latest || recorded.at > latest.at)) latest = recorded;
  }
  return latest?.preference ?? DEFAULT_PREFERENCE;
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
