import type { Reactor } from '../../projections/projection.js';
import { CLAIM_EVENT, claimIdOfStream, claimStream } from '../claims/contract.js';
import type { EventMetadata, RecordedEvent } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { deterministicUuid } from '../platform/ids.js';
import type { Logger } from '../platform/logger.js';
import { italianToday } from '../eligibility/index.js';
import { foldMandates } from './claim-mandates.js';
import type { MandatesDeps } from './deps.js';
import { contactMaySign, mandatesDecider } from './mandates-decider.js';

/**
 * Asks for a new signing link for an adult co-passenger: MandateSigningLinkRequested, whose e-mail
 * (sent by communications to the passenger's own address) carries the link; the older links end.
 */
export async function requestSigningLink(deps: Pick<MandatesDeps, 'store' | 'executeCommand'>, actor: EventMetadata, input: { claimId: number; passengerId: number; eventId?: string }): Promise<void> {
  await foldMandates(deps, input.claimId);
  await deps.executeCommand({
    stream: claimStream(input.claimId),
    decider: mandatesDecider,
    command: { type: 'RequestSigningLink', passengerId: input.passengerId, today: italianToday(new Date(actor.requestedAt)) },
    metadata: actor,
    eventIds: input.eventId ? [input.eventId] : undefined,
    readModels: ['claim_mandates'],
  });
}

/**
 * On a claim's submission, each adult co-passenger with an address gets their own link: the contact
 * signs only their own mandate and minors'. Fixed event ids and a check of the links already asked for
 * make a replay send nothing twice; a claim that can no longer be signed is passed over.
 */
export function signingLinksReactor(deps: Pick<MandatesDeps, 'store' | 'executeCommand'>, logger: Logger): Reactor {
  return {
    kind: 'reactor',
    name: 'mandate_signing_links',
    handles: (event) => event.type === CLAIM_EVENT.ClaimSubmitted,
    async react(event: RecordedEvent) {
      const claimId = claimIdOfStream(event.stream);
      if (claimId === undefined) return;
      const state = await foldMandates(deps, claimId).catch(() => undefined);
      if (!state) return;
      const today = italianToday(new Date(event.metadata.requestedAt));
      const due = state.claim.passengers.filter((passenger) => passenger.email && !contactMaySign(passenger, today) && !state.links.has(passenger.passengerId) && !state.signed.has(passenger.passengerId));
      for (const passenger of due) {
        const actor: EventMetadata = { actor: { kind: 'system', id: 'mandate-signing-links' }, correlationId: event.metadata.correlationId, causationId: event.id, requestedAt: event.metadata.requestedAt };
        try {
          await requestSigningLink(deps, actor, { claimId, passengerId: passenger.passengerId, eventId: deterministicUuid(`mandate-signing-link:${event.id}:${passenger.passengerId}`) });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          logger.info({ claimId, passengerId: passenger.passengerId, reason: error.reason }, 'no signing link sent');
        }
      }
    },
  };
}
