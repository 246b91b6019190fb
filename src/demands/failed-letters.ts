import { DomainError } from '../platform/domain-error.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import type { DemandsDeps } from './deps.js';
import { airlineLetters } from './letter-dispatch.js';
import { findDispatch } from './read-models/airline-letter-dispatches.js';
import { requestSending, type QueuedDispatch } from './send-letter.js';

export { failedLetters, type FailedLetter } from './read-models/airline-letter-dispatches.js';

type Deps = Pick<DemandsDeps, 'store' | 'pool' | 'documents' | 'executeCommand' | 'airlines' | 'logger' | 'company'>;

/** Queues a dispatch; when the queue does not take it, the request is closed as failed, so that the operator can send again. */
export async function queueDispatch(deps: Deps, sendLetter: (dispatchId: string) => Promise<void>, dispatch: QueuedDispatch): Promise<void> {
  await sendLetter(dispatch.id).catch(async (error: unknown) => {
    await airlineLetters(deps).recordFailure(dispatch.claimId, dispatch.id, 'Coda di invio non disponibile');
    deps.logger.warn({ err: error, claimId: dispatch.claimId }, 'letter to the airline not queued');
    throw new DomainError('unavailable', 'Non è stato possibile mettere in coda l’invio: riprova tra qualche minuto.');
  });
}

/**
 * «Riprova» on a letter that failed for good: a new dispatch to the same address, with the same choice
 * of identity documents, under the rules of «Invia alla compagnia» (the claim's latest letter, not sent
 * yet, to an address the carrier takes claims at), while the failed one is still the claim's latest.
 * Undefined when no dispatch has this id.
 */
export function resendFailedLetter(deps: Deps, sendLetter: (dispatchId: string) => Promise<void>) {
  return async (actor: EventMetadata, dispatchId: string): Promise<{ id: string; status: 'queued' } | undefined> => {
    const failed = await findDispatch(deps.pool, dispatchId);
    if (!failed) return undefined;
    const dispatch = await requestSending(deps, actor, { claimId: failed.claimId, recipient: failed.recipient, identityDocumentsRequested: failed.identityDocuments, retryOf: failed.id });
    await queueDispatch(deps, sendLetter, dispatch);
    return { id: dispatch.id, status: 'queued' };
  };
}
