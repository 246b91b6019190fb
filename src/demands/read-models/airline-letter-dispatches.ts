import type pg from 'pg';
import { CLAIM_EVENT, claimIdOfStream } from '../../claims/contract.js';
import type { AirlineDispatchView } from '../../contracts/demands.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { AirlineDispatchesImportedData, AirlineLetterFailedData, AirlineLetterQueuedData, AirlineLetterReceiptRecordedData, ClaimSentToAirlineData, PecReceipt } from '../demand-events.js';

const ERASED_REASON = 'I dati personali della pratica sono stati cancellati: la lettera non si invia';
const SHOWN = 200;

const FOLDED = new Set<string>(['AirlineLetterQueued', 'AirlineLetterFailed', 'AirlineDispatchesImported', 'ClaimSentToAirline', 'AirlineLetterReceiptRecorded', CLAIM_EVENT.PersonalDataErased]);

/** The column each PEC receipt fills. */
const RECEIPT_COLUMN: Record<PecReceipt, string> = { accettazione: 'pec_accepted_at', consegna: 'delivered_at', mancata_consegna: 'delivery_failed_at' };
const isAbout = (event: RecordedEvent) => FOLDED.has(event.type);

/**
 * The requests to e-mail a letter to a carrier, one row each: what the demand panel shows, what the
 * outbound worker looks a job's dispatch up by, what a lost job left open, and the letters that failed
 * for good; part of the projection `demands` (./demands.ts). `version` is the claim stream's version of the last event folded into the row, so folding an event
 * again (the runner after the inline append) changes nothing.
 */
export const airlineLetterDispatchesTables = {
  tables: ['airline_letter_dispatches'],
  schema: `
    CREATE TABLE IF NOT EXISTS airline_letter_dispatches (
      dispatch_id text PRIMARY KEY,
      claim_id bigint NOT NULL,
      letter_document_id text NOT NULL,
      airline_code text NOT NULL,
      recipient text NOT NULL,
      identity_documents boolean NOT NULL,
      status text NOT NULL,
      requested_at timestamptz NOT NULL,
      message_id text,
      sent_at timestamptz,
      failure_reason text,
      channel text NOT NULL DEFAULT 'email',
      pec_accepted_at timestamptz,
      delivered_at timestamptz,
      delivery_failed_at timestamptz,
      updated_at timestamptz NOT NULL,
      version bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS airline_letter_dispatches_claim ON airline_letter_dispatches (claim_id, requested_at DESC);
    CREATE INDEX IF NOT EXISTS airline_letter_dispatches_message ON airline_letter_dispatches (message_id);
    CREATE INDEX IF NOT EXISTS airline_letter_dispatches_open ON airline_letter_dispatches (updated_at) WHERE status IN ('queued', 'accepted');
  `,
  handles: isAbout,
  async apply(events: RecordedEvent[], db: pg.PoolClient) {
    for (const event of events) if (isAbout(event)) await applyOne(event, db);
  },
};

const INSERT = `INSERT INTO airline_letter_dispatches
  (dispatch_id, claim_id, letter_document_id, airline_code, recipient, identity_documents, status, requested_at, message_id, sent_at, failure_reason, channel, updated_at, version)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (dispatch_id) DO NOTHING`;

async function applyOne(event: RecordedEvent, db: pg.PoolClient): Promise<void> {
  const claimId = claimIdOfStream(event.stream);
  if (claimId === undefined) return;
  const at = event.metadata.requestedAt;
  const version = event.version.toString();
  switch (event.type) {
    case 'AirlineLetterQueued': {
      const data = event.data as AirlineLetterQueuedData;
      await db.query(INSERT, [data.dispatchId, claimId, data.letterDocumentId, data.airlineCode, data.recipient, data.identityDocumentsRequested, 'queued', at, null, null, null, data.channel ?? 'email', at, version]);
      return;
    }
    case 'AirlineDispatchesImported':
      for (const data of (event.data as AirlineDispatchesImportedData).dispatches) {
        const values = [data.dispatchId, claimId, data.letterDocumentId, data.airlineCode, data.recipient, data.identityDocumentsRequested, data.status, data.requestedAt, data.messageId, data.sentAt, data.failureReason];
        await db.query(INSERT, [...values, data.channel ?? 'email', at, version]);
      }
      return;
    case 'AirlineLetterFailed': {
      const { dispatchId, reason } = event.data as AirlineLetterFailedData;
      await db.query(`UPDATE airline_letter_dispatches SET status = 'failed', failure_reason = $2, updated_at = $3, version = $4 WHERE dispatch_id = $1 AND version < $4`, [dispatchId, reason, at, version]);
      return;
    }
    case 'ClaimSentToAirline': {
      const { dispatchId, letterDocumentId, messageId, sentAt } = event.data as ClaimSentToAirlineData;
      // A sending recorded before dispatches were events names none: it completes its letter's open one.
      const which = dispatchId ? 'dispatch_id = $5' : `claim_id = $5 AND letter_document_id = $6 AND status IN ('queued', 'accepted')`;
      await db.query(
        `UPDATE airline_letter_dispatches SET status = 'sent', message_id = $1, sent_at = $2, failure_reason = NULL, updated_at = $3, version = $4 WHERE ${which} AND version < $4`,
        dispatchId ? [messageId, sentAt, at, version, dispatchId] : [messageId, sentAt, at, version, claimId, letterDocumentId],
      );
      return;
    }
    case 'AirlineLetterReceiptRecorded': {
      const { dispatchId, receipt, receivedAt } = event.data as AirlineLetterReceiptRecordedData;
      await db.query(`UPDATE airline_letter_dispatches SET ${RECEIPT_COLUMN[receipt]} = $2, updated_at = $3, version = $4 WHERE dispatch_id = $1 AND version < $4`, [dispatchId, receivedAt, at, version]);
      return;
    }
    default:
      // PersonalDataErased: a letter names the passengers, so what was still to go goes no more.
      await db.query(
        `UPDATE airline_letter_dispatches SET status = 'failed', failure_reason = $2, updated_at = $3, version = $4 WHERE claim_id = $1 AND status IN ('queued', 'accepted') AND version < $4`,
        [claimId, ERASED_REASON, at, version],
      );
  }
}

/** A request to e-mail a letter to a carrier, as the read model has it. */
export interface DispatchRow {
  id: string;
  claimId: number;
  letterDocumentId: string;
  recipient: string;
  identityDocuments: boolean;
  status: 'queued' | 'accepted' | 'sent' | 'failed';
  requestedAt: string;
  messageId: string | null;
  sentAt: string | null;
  failureReason: string | null;
  channel: 'pec' | 'email';
  pecAcceptedAt: string | null;
  deliveredAt: string | null;
  deliveryFailedAt: string | null;
}

const iso = (value: unknown) => (value ? (value as Date).toISOString() : null);
const toDispatch = (row: Record<string, unknown>): DispatchRow => ({
  id: row.dispatch_id as string,
  claimId: Number(row.claim_id),
  letterDocumentId: row.letter_document_id as string,
  recipient: row.recipient as string,
  identityDocuments: row.identity_documents === true,
  status: row.status as DispatchRow['status'],
  requestedAt: iso(row.requested_at)!,
  messageId: (row.message_id as string | null) ?? null,
  sentAt: iso(row.sent_at),
  failureReason: (row.failure_reason as string | null) ?? null,
  channel: row.channel === 'pec' ? 'pec' : 'email',
  pecAcceptedAt: iso(row.pec_accepted_at),
  deliveredAt: iso(row.delivered_at),
  deliveryFailedAt: iso(row.delivery_failed_at),
});

export const dispatchView = (dispatch: DispatchRow): AirlineDispatchView => ({
  letterDocumentId: dispatch.letterDocumentId,
  recipient: dispatch.recipient,
  // Accepted by the SMTP server is sent, for the operator: only its record is still to be made.
  status: dispatch.status === 'accepted' ? 'sent' : dispatch.status,
  requestedAt: dispatch.requestedAt,
  sentAt: dispatch.sentAt,
  messageId: dispatch.messageId,
  failureReason: dispatch.failureReason,
  channel: dispatch.channel,
  pecAcceptedAt: dispatch.pecAcceptedAt,
  deliveredAt: dispatch.deliveredAt,
  deliveryFailedAt: dispatch.deliveryFailedAt,
});

export async function findDispatch(db: pg.Pool, id: string): Promise<DispatchRow | undefined> {
  const { rows } = await db.query('SELECT * FROM airline_letter_dispatches WHERE dispatch_id = $1', [id]);
  return rows[0] ? toDispatch(rows[0]) : undefined;
}

/** The dispatch whose letter went out under this Message-ID (with or without its angle brackets, as a PEC receipt may quote it). */
export async function findDispatchByMessageId(db: pg.Pool, messageId: string): Promise<DispatchRow | undefined> {
  const bare = messageId.trim().replace(/^<|>$/g, '');
  const { rows } = await db.query('SELECT * FROM airline_letter_dispatches WHERE message_id IN ($1, $2) LIMIT 1', [bare, `<${bare}>`]);
  return rows[0] ? toDispatch(rows[0]) : undefined;
}

export async function latestDispatch(db: pg.Pool, claimId: number): Promise<DispatchRow | undefined> {
  const { rows } = await db.query('SELECT * FROM airline_letter_dispatches WHERE claim_id = $1 ORDER BY requested_at DESC LIMIT 1', [claimId]);
  return rows[0] ? toDispatch(rows[0]) : undefined;
}

/** Requests neither sent nor given up, untouched for a minute: those a lost job left behind. */
export async function unsettledDispatchIds(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query(`SELECT dispatch_id FROM airline_letter_dispatches WHERE status IN ('queued', 'accepted') AND updated_at < now() - interval '1 minute'`);
  return rows.map((row) => row.dispatch_id as string);
}

/** A letter whose sending failed for good and was not asked again since: ids, when and why (the reason holds no address). */
export interface FailedLetter {
  id: string;
  claimId: number;
  reason: string;
  failedAt: string;
}

/** The claims' latest dispatches that failed for good, newest first: a later dispatch of the claim (sent, or under way) takes one off. */
export async function failedLetters(db: pg.Pool): Promise<FailedLetter[]> {
  const { rows } = await db.query<{ id: string; claimId: number; reason: string | null; failedAt: Date }>(
    `SELECT d.dispatch_id AS id, d.claim_id::int AS "claimId", d.failure_reason AS reason, d.updated_at AS "failedAt" FROM airline_letter_dispatches d
      WHERE d.status = 'failed' AND NOT EXISTS (SELECT 1 FROM airline_letter_dispatches later WHERE later.claim_id = d.claim_id AND later.requested_at > d.requested_at)
      ORDER BY d.updated_at DESC LIMIT ${SHOWN}`,
  );
  return rows.map((row) => ({ id: row.id, claimId: row.claimId, reason: row.reason ?? '', failedAt: row.failedAt.toISOString() }));
}
