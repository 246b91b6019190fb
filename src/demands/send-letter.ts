import { randomUUID } from 'node:crypto';
import { claimStream } from '../claims/contract.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { foldDemands } from './claim-demand.js';
import { demandsDecider } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';
import { letterRoute } from './letter-channel.js';
import { DEMANDS_READ_MODEL } from './read-models/demands.js';

/** The channel a letter to this carrier goes by and the addresses it may go to (./letter-channel.ts). */
export async function carrierRoute(deps: Pick<DemandsDeps, 'airlines'>, airlineCode: string) {
  return letterRoute(await deps.airlines.contactOf(airlineCode));
}

/** A dispatch recorded as AirlineLetterQueued: what the outbound job names. */
export interface QueuedDispatch {
  id: string;
  claimId: number;
}

/**
 * Records the operator's request to send the claim's latest letter to `recipient` (AirlineLetterQueued),
 * to be queued (or sent at once without Redis), by the carrier's channel (PEC to an Italian carrier with a PEC address). The demands decider refuses it when there is no letter,
 * when that letter was already sent, while its sending is under way, and (422) when the address is none
 * of the carrier's. `retryOf`: «Riprova» on that failed dispatch, refused unless it is still the claim's latest.
 */
export async function requestSending(
  deps: Pick<DemandsDeps, 'store' | 'executeCommand' | 'airlines'>,
  actor: EventMetadata,
  input: { claimId: number; recipient: string; identityDocumentsRequested: boolean; retryOf?: string },
): Promise<QueuedDispatch> {
  const dispatchId = randomUUID();
  // The carrier's addresses are I/O, looked up for the carrier of the letter the decider will pick (the latest).
  const { state } = await foldDemands(deps.store, input.claimId);
  const letter = state.letters.at(-1);
  const route = letter ? await carrierRoute(deps, letter.airlineCode) : { channel: 'email' as const, addresses: [] };
  await deps.executeCommand({
    stream: claimStream(input.claimId),
    decider: demandsDecider,
    command: {
      type: 'QueueLetter',
      dispatch: {
        dispatchId,
        recipient: input.recipient,
        identityDocumentsRequested: input.identityDocumentsRequested,
        carrierAddresses: route.addresses,
        channel: route.channel,
        retryOf: input.retryOf,
      },
    },
    metadata: actor,
    readModels: [DEMANDS_READ_MODEL],
  });
  return { id: dispatchId, claimId: input.claimId };
}
