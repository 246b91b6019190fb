import type pg from 'pg';
import { foldIntoRows, type Row } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import { CLAIM_EVENT, claimIdOfStream } from '../../claims/contract.js';
import { ANSWER_PROMISE_WORKING_DAYS, type InboxItem, type MessageInbox } from '../../contracts/messages.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { MessagePostedData } from '../message-events.js';

export const INBOX_PAGE = 100;
const FOLDED = new Set<string>(['MessagePosted', CLAIM_EVENT.PersonalDataErased]);
const EXCERPT_LENGTH = 160;

/**
 * The operators' shared inbox: per claim, since when its passenger waits for an answer (their first
 * message after the last operator's), and how many they wrote since. An operator's message answers
 * them all; an erased claim waits for nothing. Inline, so an answer leaves the inbox at once.
 */
export const messageInboxProjection: Projection = {
  kind: 'projection',
  name: 'message_inbox',
  tables: ['message_inbox'],
  schema: `
    CREATE TABLE IF NOT EXISTS message_inbox (
      claim_id bigint PRIMARY KEY,
      waiting_since timestamptz,
      unanswered integer NOT NULL,
      stream_version bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS message_inbox_waiting ON message_inbox (waiting_since, claim_id) WHERE waiting_since IS NOT NULL;
  `,
  handles: (event) => FOLDED.has(event.type),
  inline: true,
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'message_inbox',
      key: 'claim_id',
      keyType: 'bigint',
      // An append's other events reach an inline read model too: only these are folded.
      keyOf: (event) => (FOLDED.has(event.type) ? claimIdOfStream(event.stream)?.toString() : undefined),
      versionColumn: 'stream_version',
      fold: inboxRow,
    });
  },
};

function inboxRow(row: Row | undefined, event: RecordedEvent): Row {
  const claimId = claimIdOfStream(event.stream)!;
  const answered = { claim_id: claimId, waiting_since: null, unanswered: 0 };
  if (event.type !== 'MessagePosted' || (event.data as MessagePostedData).author === 'operator') return { ...row, ...answered };
  const waiting = row?.waiting_since ? row : { ...answered, waiting_since: event.metadata.requestedAt };
  return { ...waiting, unanswered: Number(waiting.unanswered) + 1 };
}

/** By the same clock time, `days` working days (Monday to Friday) later. */
function addWorkingDays(from: Date, days: number): Date {
  const due = new Date(from);
  for (let left = days; left > 0; ) {
    due.setUTCDate(due.getUTCDate() + 1);
    if (due.getUTCDay() !== 0 && due.getUTCDay() !== 6) left--;
  }
  return due;
}

/** The claims waiting for an answer, the oldest first, with the claim's passenger, practice number and assignee (the claims read model). */
export async function messageInbox(db: pg.Pool, limit = INBOX_PAGE): Promise<MessageInbox> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<{ claim_id: string; practice_number: string; passenger_name: string; assigned_to: string | null; waiting_since: Date; unanswered: number; excerpt: string | null }>(
      `SELECT i.claim_id, c.practice_number, c.passenger_name, c.assigned_to, i.waiting_since, i.unanswered,
              (SELECT left(m.text, ${EXCERPT_LENGTH}) FROM claim_messages m
                WHERE m.claim_id = i.claim_id AND m.author = 'passenger' ORDER BY m.stream_version DESC LIMIT 1) AS excerpt
         FROM message_inbox i JOIN claims c ON c.id = i.claim_id
        WHERE i.waiting_since IS NOT NULL
        ORDER BY i.waiting_since, i.claim_id
        LIMIT $1`,
      [limit],
    ),
    db.query<{ total: string }>('SELECT count(*) AS total FROM message_inbox WHERE waiting_since IS NOT NULL'),
  ]);
  const items = rows.map(
    (row): InboxItem => ({
      claimId: Number(row.claim_id),
      practiceNumber: row.practice_number,
      passengerName: row.passenger_name,
      assignedTo: row.assigned_to,
      waitingSince: row.waiting_since.toISOString(),
      answerBy: addWorkingDays(row.waiting_since, ANSWER_PROMISE_WORKING_DAYS).toISOString(),
      unanswered: row.unanswered,
      excerpt: row.excerpt ?? '',
    }),
  );
  return { items, total: Number(counted[0]!.total) };
}
