import type pg from 'pg';
import type { Projection } from '../../../projections/projection.js';
import type { FailedMessage } from '../../contracts/failed-messages.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { ERASED_PERSONAL_DATA } from '../../platform/personal-data/declaration.js';
import { redactEmailAddresses } from '../../platform/security/redact.js';
import { CLAIM_EVENT, claimIdOfStream } from '../../claims/contract.js';
import type { EmailFailedData, OperatorNotificationFailedData } from '../email-events.js';

const SHOWN = 200;

/**
 * Which outcome takes a message off the list: sent at last, or asked again. Such a row stays, so that a
 * second «Riprova» hears that the message was already retried; an erasure clears its claim's rows too.
 */
const CLEARED_BY = new Set(['EmailSent', 'OperatorNotified', 'EmailRetryRequested']);
const FAILURES = new Set(['EmailFailed', 'OperatorNotificationFailed']);
const isAbout = (event: RecordedEvent) => FAILURES.has(event.type) || CLEARED_BY.has(event.type) || event.type === CLAIM_EVENT.PersonalDataErased;

/** The e-mails and operators' notices that failed for good and were not retried since; ids, subject and a reason without addresses. */
export const failedMessagesProjection: Projection = {
  kind: 'projection',
  name: 'failed_messages',
  tables: ['failed_messages'],
  schema: `
    CREATE TABLE IF NOT EXISTS failed_messages (
      id text PRIMARY KEY,
      claim_id bigint NOT NULL,
      kind text NOT NULL,
      subject text,
      reason text NOT NULL,
      attempts integer NOT NULL,
      failed_at timestamptz NOT NULL,
      cleared boolean NOT NULL DEFAULT false
    );
    CREATE INDEX IF NOT EXISTS failed_messages_listed ON failed_messages (failed_at DESC) WHERE NOT cleared;
  `,
  handles: isAbout,
  async apply(events, db) {
    // Nearly every message goes: the ids a run of outcomes clears are cleared in one statement, not one each.
    let clearing: string[] = [];
    const clear = async () => {
      if (clearing.length > 0) await db.query('UPDATE failed_messages SET cleared = true WHERE id = ANY($1::text[])', [clearing]);
      clearing = [];
    };
    // A batch holds every event of its stretch of the global order: only those this list is about are folded.
    for (const event of events) {
      if (!isAbout(event) || claimIdOfStream(event.stream) === undefined) continue;
      if (CLEARED_BY.has(event.type)) {
        clearing.push((event.data as { emailRequestId: string }).emailRequestId);
        continue;
      }
      await clear();
      await applyOne(event, db);
    }
    await clear();
  },
};

/** A failure, or an erasure. */
async function applyOne(event: RecordedEvent, db: pg.PoolClient): Promise<void> {
  const claimId = claimIdOfStream(event.stream)!;
  if (event.type === CLAIM_EVENT.PersonalDataErased) {
    // The subject and the server's answer are the passenger's (the catalog says so of EmailFailed): overwritten, as on the claim's page.
    await db.query('UPDATE failed_messages SET cleared = true, subject = CASE WHEN subject IS NULL THEN NULL ELSE $2 END, reason = $2 WHERE claim_id = $1', [claimId, ERASED_PERSONAL_DATA]);
    return;
  }
  const data = event.data as { emailRequestId: string };
  const failed = event.type === 'EmailFailed' ? { kind: 'passenger-email', subject: (event.data as EmailFailedData).subject } : { kind: 'operator-notice', subject: null };
  const { reason, attempts } = event.data as EmailFailedData | OperatorNotificationFailedData;
  // A server's refusal quotes the address: the list, like the logs, does not.
  await db.query(
    `INSERT INTO failed_messages (id, claim_id, kind, subject, reason, attempts, failed_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, subject = EXCLUDED.subject, reason = EXCLUDED.reason, attempts = EXCLUDED.attempts, failed_at = EXCLUDED.failed_at, cleared = false`,
    [data.emailRequestId, claimId, failed.kind, failed.subject, redactEmailAddresses(reason), attempts, event.metadata.requestedAt],
  );
}

type Row = Omit<FailedMessage, 'practiceNumber' | 'failedAt'> & { failedAt: Date };

/** The newest 200 messages that failed for good, newest first. */
export async function listFailedMessages(db: pg.Pool): Promise<Omit<FailedMessage, 'practiceNumber'>[]> {
  const { rows } = await db.query<Row>(
    `SELECT id, claim_id::int AS "claimId", kind, subject, reason, attempts, failed_at AS "failedAt" FROM failed_messages WHERE NOT cleared ORDER BY failed_at DESC, id LIMIT ${SHOWN}`,
  );
  return rows.map((row) => ({ ...row, failedAt: row.failedAt.toISOString() }));
}

/** The claim of a message that failed for good at some point (listed or not any more), or undefined for an unknown id. */
export async function claimOfFailedMessage(db: pg.Pool, id: string): Promise<number | undefined> {
  const { rows } = await db.query<{ claimId: number }>('SELECT claim_id::int AS "claimId" FROM failed_messages WHERE id = $1', [id]);
  return rows[0]?.claimId;
}
