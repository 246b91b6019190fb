import type pg from 'pg';
import type { AirlineDispatchView } from '../contracts/demands.js';
import type { EventMetadata } from '../platform/event-store/index.js';

/** A request to e-mail a letter to an airline (table airline_dispatches): what the job's id names. */
export interface Dispatch {
  id: string;
  claimId: number;
  letterDocumentId: string;
  recipient: string;
  /** The operator ticked «La compagnia ha chiesto il documento d'identità»: only then are identity documents attached. */
  identityDocuments: boolean;
  status: 'queued' | 'accepted' | 'sent' | 'failed';
  metadata: EventMetadata;
  requestedAt: string;
  messageId: string | null;
  sentAt: string | null;
  failureReason: string | null;
}

const toDispatch = (row: Record<string, unknown>): Dispatch => ({
  id: row.id as string,
  claimId: Number(row.claim_id),
  letterDocumentId: row.letter_document_id as string,
  recipient: row.recipient as string,
  identityDocuments: row.identity_documents === true,
  status: row.status as Dispatch['status'],
  metadata: row.metadata as EventMetadata,
  requestedAt: (row.requested_at as Date).toISOString(),
  messageId: (row.message_id as string | null) ?? null,
  sentAt: row.sent_at ? (row.sent_at as Date).toISOString() : null,
  failureReason: (row.failure_reason as string | null) ?? null,
});

export const dispatchView = (dispatch: Dispatch): AirlineDispatchView => ({
  letterDocumentId: dispatch.letterDocumentId,
  recipient: dispatch.recipient,
  // Accepted by the SMTP server is sent, for the operator: only the event is still to be recorded.
  status: dispatch.status === 'accepted' ? 'sent' : dispatch.status,
  requestedAt: dispatch.requestedAt,
  sentAt: dispatch.sentAt,
  messageId: dispatch.messageId,
  failureReason: dispatch.failureReason,
});

/** Records the request; undefined when this letter's sending is already under way or done. */
export async function openDispatch(pool: pg.Pool, dispatch: Pick<Dispatch, 'id' | 'claimId' | 'letterDocumentId' | 'recipient' | 'identityDocuments' | 'metadata'>): Promise<Dispatch | undefined> {
  const { rows } = await pool.query(
    `INSERT INTO airline_dispatches (id, claim_id, letter_document_id, recipient, identity_documents, status, metadata) VALUES ($1, $2, $3, $4, $5, 'queued', $6)
     ON CONFLICT (letter_document_id) WHERE status <> 'failed' DO NOTHING RETURNING *`,
    [dispatch.id, dispatch.claimId, dispatch.letterDocumentId, dispatch.recipient, dispatch.identityDocuments, JSON.stringify(dispatch.metadata)],
  );
  return rows[0] ? toDispatch(rows[0]) : undefined;
}

export async function findDispatch(pool: pg.Pool, id: string): Promise<Dispatch | undefined> {
  const { rows } = await pool.query('SELECT * FROM airline_dispatches WHERE id = $1', [id]);
  return rows[0] ? toDispatch(rows[0]) : undefined;
}

export async function latestDispatch(pool: pg.Pool, claimId: number): Promise<Dispatch | undefined> {
  const { rows } = await pool.query('SELECT * FROM airline_dispatches WHERE claim_id = $1 ORDER BY requested_at DESC LIMIT 1', [claimId]);
  return rows[0] ? toDispatch(rows[0]) : undefined;
}

/** The SMTP server took the e-mail: from here on no retry sends it again. */
export async function markAccepted(pool: pg.Pool, id: string, messageId: string, sentAt: string): Promise<void> {
  await pool.query(`UPDATE airline_dispatches SET status = 'accepted', message_id = $2, sent_at = $3, failure_reason = NULL, updated_at = now() WHERE id = $1`, [id, messageId, sentAt]);
}

export async function markSent(pool: pg.Pool, id: string): Promise<void> {
  await pool.query(`UPDATE airline_dispatches SET status = 'sent', updated_at = now() WHERE id = $1`, [id]);
}

/** An attempt failed: queued while retries remain, failed for good after the last. */
export async function markAttemptFailed(pool: pg.Pool, id: string, reason: string, final: boolean): Promise<void> {
  await pool.query(`UPDATE airline_dispatches SET status = $3, failure_reason = $2, updated_at = now() WHERE id = $1 AND status = 'queued'`, [id, reason.slice(0, 500), final ? 'failed' : 'queued']);
}

/** Requests not yet recorded as sent nor given up, older than a minute: those a lost job left behind. */
export async function openDispatchIds(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query(`SELECT id FROM airline_dispatches WHERE status IN ('queued', 'accepted') AND updated_at < now() - interval '1 minute'`);
  return rows.map((row) => row.id as string);
}
