import { randomUUID } from 'node:crypto';
import { claimStream } from '../claims/contract.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { foldDemands } from './claim-demand.js';
import { demandsDecider } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';
import { DEMANDS_READ_MODEL } from './read-models/demands.js';

/** The addresses a letter to this carrier may go to: the carriers' table's claims e-mail and those an admin added. */
export async function allowedRecipients(deps: Pick<DemandsDeps, 'airlines'>, airlineCode: string): Promise<string[]> {
  return (await deps.airlines.contactOf(airlineCode))?.claimsEmails ?? [];
}

/** A dispatch recorded as AirlineLetterQueued: what the outbound job names. */
export interface QueuedDispatch {
  id: string;
  claimId: number;
}

/**
 * Records the operator's request to send the claim's latest letter to `recipient` (AirlineLetterQueued),
 * to be queued (or sent at once without Redis). The demands decider refuses it when there is no letter,
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
  const carrierAddresses = letter ? await allowedRecipients(deps, letter.airlineCode) : [];
  await deps.executeCommand({
    stream: claimStream(input.claimId),
    decider: demandsDecider,
    command: {
      type: 'QueueLetter',
      dispatch: {
        dispatchId,
        recipient: input.recipient,
        identityDocumentsRequested: input.identityDocumentsRequested,
        carrierAddresses,
        retryOf: input.retryOf,
      },
    },
    metadata: actor,
    readModels: [DEMANDS_READ_MODEL],
  });
  return { id: dispatchId, claimId: input.claimId };
}
