import type pg from 'pg';
import { foldAround } from '../../../projections/fold-around.js';
import { foldIntoRows } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import { CLAIM_EVENT, claimIdOfStream } from '../../claims/contract.js';
import type { ClaimMessage } from '../../contracts/messages.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { isoTimestamp } from '../../platform/db/timestamps.js';
import { ERASED_PERSONAL_DATA } from '../../platform/personal-data/declaration.js';
import type { MessagePostedData } from '../message-events.js';

/**
 * Each claim's thread between passenger and operators. Applied in the append's transaction (inline):
 * the poster's next read, and the other side's, already show the message. A row is keyed by its
 * event's id; the message's own id (the client's) is unique within its claim.
 */
export const claimMessagesProjection: Projection = {
  kind: 'projection',
  name: 'claim_messages',
  tables: ['claim_messages'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_messages (
      id text PRIMARY KEY,
      claim_id bigint NOT NULL,
      message_id text NOT NULL,
      stream_version bigint NOT NULL,
      author text NOT NULL,
      author_name text,
      text text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS claim_messages_by_claim ON claim_messages (claim_id, stream_version);
  `,
  handles: (event) => event.type === 'MessagePosted' || event.type === CLAIM_EVENT.PersonalDataErased,
  inline: true,
  async apply(events, db) {
    const fold = (run: RecordedEvent[]) =>
      foldIntoRows(db, run, {
        table: 'claim_messages',
        key: 'id',
        keyType: 'text',
        keyOf: (event) => (event.type === 'MessagePosted' ? event.id : undefined),
        // A message is written once: folded again (inline, then by the runner), it changes nothing.
        fold: (row, event) => (row ? undefined : messageRow(event as RecordedEvent<'MessagePosted', MessagePostedData>)),
      });
    await foldAround(events, (event) => event.type === CLAIM_EVENT.PersonalDataErased, fold, (erasure) => eraseMessages(db, claimIdOfStream(erasure.stream)!));
  },
};

function messageRow(event: RecordedEvent<'MessagePosted', MessagePostedData>) {
  const actor = event.metadata.actor as { kind: string; name?: string };
  return {
    id: event.id,
    claim_id: claimIdOfStream(event.stream),
    message_id: event.data.messageId,
    stream_version: event.version.toString(),
    author: event.data.author,
    author_name: event.data.author === 'operator' ? (actor.name ?? null) : null,
    text: event.data.text,
    created_at: event.metadata.requestedAt,
  };
}

/** The passenger's and operators' words, overwritten: the same rows whether folded from plain events or from erased ones. */
async function eraseMessages(db: pg.PoolClient, claimId: number): Promise<void> {
  await db.query('UPDATE claim_messages SET text = $2 WHERE claim_id = $1', [claimId, ERASED_PERSONAL_DATA]);
}

/** The claim's thread, oldest first, as the admin sees it. */
export async function listMessages(db: pg.Pool, claimId: number): Promise<ClaimMessage[]> {
  const { rows } = await db.query<{ message_id: string; author: ClaimMessage['author']; author_name: string | null; text: string; created_at: Date }>(
    'SELECT message_id, author, author_name, text, created_at FROM claim_messages WHERE claim_id = $1 ORDER BY stream_version',
    [claimId],
  );
  return rows.map((row) => ({ id: row.message_id, author: row.author, authorName: row.author_name, text: row.text, createdAt: isoTimestamp(row.created_at)! }));
}
