import type { Projection } from '../../projections/projection.js';
import { claimIdOfStream } from '../claims/contract.js';
import type { Position, RecordedEvent } from '../event-store/index.js';
import { isPassengerVisible } from '../passengers/contract.js';

/** The channel the projection notifies on, once per claim per batch, when the batch commits. */
export const CLAIM_LIVE_CHANNEL = 'claim_live';

/** A notification's payload: where the claim's last event of the batch is, and its last passenger-visible one (null: none in the batch). */
export interface ClaimLiveNotice {
  claimId: number;
  position: Position;
  visible: Position | null;
}

/** Where each claim touched by `events` stands after them, in the order of their last events. */
export function claimsTouched(events: readonly RecordedEvent[]): ClaimLiveNotice[] {
  const touched = new Map<number, ClaimLiveNotice>();
  for (const event of events) {
    const claimId = claimIdOfStream(event.stream);
    if (claimId === undefined || !Number.isSafeInteger(claimId)) continue;
    const notice = touched.get(claimId) ?? { claimId, position: event.position, visible: null };
    touched.delete(claimId); // re-inserted last: the map stays in order of each claim's last event
    notice.position = event.position;
    if (isPassengerVisible(event.type)) notice.visible = event.position;
    touched.set(claimId, notice);
  }
  return [...touched.values()];
}

/**
 * Per claim, the position of its last event and of its last passenger-visible one: where a live
 * stream that reconnects with Last-Event-ID resumes. Asynchronous (not inline): the notifications
 * are sent in the batch's transaction, so PostgreSQL delivers them when the batch commits, after
 * the rows they announce. A rebuild folds into a scratch schema and notifies nobody.
 */
export const claimLiveProjection: Projection = {
  kind: 'projection',
  name: 'claim_live',
  tables: ['claim_live'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_live (
      claim_id bigint PRIMARY KEY,
      position text NOT NULL,
      visible_position text
    );
  `,
  handles: (event) => claimIdOfStream(event.stream) !== undefined,
  async apply(events, db) {
    const touched = claimsTouched(events);
    if (touched.length === 0) return;
    await db.query(
      `WITH touched AS (
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[]) WITH ORDINALITY AS t(claim_id, position, visible_position, ord)
       ), upserted AS (
         INSERT INTO claim_live (claim_id, position, visible_position)
         SELECT claim_id, position, visible_position FROM touched
         ON CONFLICT (claim_id) DO UPDATE
           SET position = EXCLUDED.position, visible_position = COALESCE(EXCLUDED.visible_position, claim_live.visible_position)
       )
       SELECT count(*) FROM (
         SELECT pg_notify($4, json_build_object('claimId', claim_id, 'position', position, 'visible', visible_position)::text)
           FROM touched WHERE current_schema() = 'public' ORDER BY ord
       ) AS notified`,
      [touched.map((notice) => notice.claimId), touched.map((notice) => notice.position), touched.map((notice) => notice.visible), CLAIM_LIVE_CHANNEL],
    );
  },
};
