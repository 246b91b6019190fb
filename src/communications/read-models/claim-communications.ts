import type pg from 'pg';
import { foldAround } from '../../../projections/fold-around.js';
import { foldIntoRows, type Row } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import type { Communication } from '../../contracts/admin-claims.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { ERASED_PERSONAL_DATA } from '../../platform/personal-data/declaration.js';
import { CLAIM_EVENT, claimIdOfStream, type ClaimEvent } from '../../claims/contract.js';
import type { EmailEvent } from '../email-events.js';

/** Each claim's notes, calls, messages and e-mails, with who wrote them and when. */
export const claimCommunicationsProjection: Projection = {
  kind: 'projection',
  name: 'claim_communications',
  gatherMs: 100,
  tables: ['claim_communications'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_communications (
      id text PRIMARY KEY,
      claim_id bigint NOT NULL,
      type text NOT NULL,
      direction text NOT NULL,
      subject text,
      content text NOT NULL,
      recipient text,
      sender text,
      status text NOT NULL,
      actor_kind text NOT NULL,
      actor_id text NOT NULL,
      actor_name text,
      failure_reason text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS claim_communications_by_claim ON claim_communications (claim_id, created_at DESC);
  `,
  handles: (event) => communicationIdOf(event) !== undefined || event.type === CLAIM_EVENT.PersonalDataErased,
  async apply(events, db) {
    const fold = (run: RecordedEvent[]) =>
      foldIntoRows(db, run, {
        table: 'claim_communications',
        key: 'id',
        keyType: 'text',
        keyOf: (event) => communicationIdOf(event),
        fold: (row, recorded) => foldCommunication(row, recorded),
      });
    await foldAround(events, (event) => event.type === CLAIM_EVENT.PersonalDataErased, fold, (erasure) => eraseCommunications(db, claimIdOfStream(erasure.stream)!));
  },
};

/**
 * Every word to or about the passenger, overwritten whatever it held (a null stays null): the rows
 * come out the same from plain events as from events read after the key was erased.
 */
async function eraseCommunications(db: pg.PoolClient, claimId: number): Promise<void> {
  await db.query(
    `UPDATE claim_communications
        SET subject = CASE WHEN subject IS NULL THEN NULL ELSE $2 END,
            content = CASE WHEN content = '' THEN '' ELSE $2 END,
            recipient = CASE WHEN recipient IS NULL THEN NULL ELSE $2 END,
            failure_reason = CASE WHEN failure_reason IS NULL THEN NULL ELSE $2 END
      WHERE claim_id = $1`,
    [claimId, ERASED_PERSONAL_DATA],
  );
}

function communicationIdOf(recorded: RecordedEvent): string | undefined {
  if (recorded.type === CLAIM_EVENT.CommunicationRecorded) return (recorded.data as { communicationId: string }).communicationId;
  if (recorded.type === 'EmailRequested' || recorded.type === 'EmailSent' || recorded.type === 'EmailFailed') return (recorded.data as { emailRequestId: string }).emailRequestId;
  return undefined;
}

function foldCommunication(row: Row | undefined, recorded: RecordedEvent): Row | undefined {
  const event = { type: recorded.type, data: recorded.data } as ClaimEvent | EmailEvent;
  const at = recorded.metadata.requestedAt;
  const actor = recorded.metadata.actor as { kind: string; id: string; name?: string };
  const fresh = (values: Row): Row => ({
    id: null, claim_id: claimIdOfStream(recorded.stream), type: 'email', direction: 'outbound', subject: null, content: '', recipient: null,
    sender: actor.name ?? null, status: 'queued', actor_kind: actor.kind, actor_id: actor.id, actor_name: actor.name ?? null,
    created_at: at, updated_at: at, ...values,
  });
  switch (event.type) {
    case CLAIM_EVENT.CommunicationRecorded:
      return row ? undefined : fresh({ id: event.data.communicationId, type: event.data.kind, subject: event.data.subject, content: event.data.content, recipient: event.data.recipient, status: 'recorded' });
    case 'EmailRequested':
      return row ? undefined : fresh({ id: event.data.emailRequestId, subject: event.data.subject, content: event.data.message, recipient: event.data.recipient });
    case 'EmailSent':
      // Automatic e-mails (confirmation, status updates) first appear here, sent by the system.
      return { ...(row ?? fresh({ id: event.data.emailRequestId, sender: 'RimborsoVolo24' })), subject: event.data.subject, recipient: event.data.recipient, status: 'sent', updated_at: at };
    case 'EmailFailed':
      return { ...(row ?? fresh({ id: event.data.emailRequestId, sender: 'RimborsoVolo24' })), subject: event.data.subject, recipient: event.data.recipient, status: 'failed', failure_reason: event.data.reason, updated_at: at };
    default:
      return undefined;
  }
}

/** The claim's communications, newest first, as the detail page lists them. */
export async function listCommunications(db: pg.Pool, claimId: number): Promise<Communication[]> {
  const { rows } = await db.query<Omit<Communication, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }>(
    `SELECT id, type, direction, subject, content, recipient, sender, status, failure_reason AS "failureReason",
            actor_kind AS "actorKind", actor_name AS "actorName", created_at AS "createdAt", updated_at AS "updatedAt"
       FROM claim_communications WHERE claim_id = $1 ORDER BY created_at DESC, id`,
    [claimId],
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
}
