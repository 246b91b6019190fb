import type pg from 'pg';
import { DomainError } from '../platform/domain-error.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import type { DemandsDeps } from './deps.js';
import { findDispatch, latestDispatch, markAttemptFailed, type Dispatch } from './dispatches.js';
import { requestSending } from './send-letter.js';

const SHOWN = 200;

/** A letter whose sending failed for good and was not asked again since: ids, when and why (the reason holds no address). */
export interface FailedLetter {
  id: string;
  claimId: number;
  reason: string;
  failedAt: string;
}

/** The claims' latest dispatches that failed for good, newest first: a later dispatch of the claim (sent, or under way) takes one off. */
export async function failedLetters(pool: pg.Pool): Promise<FailedLetter[]> {
  const { rows } = await pool.query<{ id: string; claimId: number; reason: string | null; failedAt: Date }>(
    `SELECT d.id, d.claim_id::int AS "claimId", d.failure_reason AS reason, d.updated_at AS "failedAt" FROM airline_dispatches d
      WHERE d.status = 'failed' AND NOT EXISTS (SELECT 1 FROM airline_dispatches later WHERE later.claim_id = d.claim_id AND later.requested_at > d.requested_at)
      ORDER BY d.updated_at DESC LIMIT ${SHOWN}`,
  );
  return rows.map((row) => ({ id: row.id, claimId: row.claimId, reason: row.reason ?? '', failedAt: row.failedAt.toISOString() }));
}

/** Queues a dispatch; when the queue does not take it, the request is closed as failed, so that the operator can send again. */
export async function queueDispatch(deps: Pick<DemandsDeps, 'pool' | 'logger'>, sendLetter: (dispatchId: string) => Promise<void>, dispatch: Dispatch): Promise<void> {
  await sendLetter(dispatch.id).catch(async (error: unknown) => {
    await markAttemptFailed(deps.pool, dispatch.id, 'Coda di invio non disponibile', true);
    deps.logger.warn({ err: error, claimId: dispatch.claimId }, 'letter to the airline not queued');
    throw new DomainError('unavailable', 'Non è stato possibile mettere in coda l’invio: riprova tra qualche minuto.');
  });
}

/**
 * «Riprova» on a letter that failed for good: a new dispatch to the same address, with the same choice
 * of identity documents, under the rules of «Invia alla compagnia» (the claim's latest letter, not sent
 * yet, to an address the carrier takes claims at). Undefined when no dispatch has this id.
 */
export function resendFailedLetter(deps: Pick<DemandsDeps, 'store' | 'pool' | 'airlines' | 'logger'>, sendLetter: (dispatchId: string) => Promise<void>) {
  return async (actor: EventMetadata, dispatchId: string): Promise<{ id: string; status: 'queued' } | undefined> => {
    const failed = await findDispatch(deps.pool, dispatchId);
    if (!failed) return undefined;
    if (failed.status !== 'failed' || (await latestDispatch(deps.pool, failed.claimId))?.id !== failed.id) {
      throw new DomainError('conflict', 'Questa lettera non è più tra quelle non consegnate: è già stata inviata o riprovata', { title: 'Lettera non più da riprovare' });
    }
    const dispatch = await requestSending(deps, actor, { claimId: failed.claimId, recipient: failed.recipient, identityDocumentsRequested: failed.identityDocuments });
    await queueDispatch(deps, sendLetter, dispatch);
    return { id: dispatch.id, status: 'queued' };
  };
}
