import type { Projection } from '../../projections/projection.js';
import { claimIdOfStream } from '../claims/contract.js';
import type { Position, RecordedEvent } from '../platform/event-store/index.js';
import type { EventCatalog } from '../platform/events/catalog.js';

/** Which events the passenger sees: the event catalog's answer. */
export type PassengerVisibility = Pick<EventCatalog, 'isPassengerVisible'>;

/** The channel the projection notifies on, once per claim per batch, when the batch commits. */
export const CLAIM_LIVE_CHANNEL = 'claim_live';

/**
 * A notification's payload: where the claim's last event of the batch is, its last passenger-visible
 * one (null: none in the batch), and which of the read models the pages read still have to apply
 * these events (those that handle none of them, or had them applied in the append's transaction, need no wait).
 */
export interface ClaimLiveNotice {
  claimId: number;
  position: Position;
  visible: Position | null;
  /** Absent (a notice of an older shape): all of them. */
  readModels?: string[];
}

/** Where each claim touched by `events` stands after them, in the order of their last events. */
export function claimsTouched(events: readonly RecordedEvent[], { isPassengerVisible }: PassengerVisibility, readModels: readonly Projection[] = []): ClaimLiveNotice[] {
  const touched = new Map<number, ClaimLiveNotice>();
  for (const event of events) {
    const claimId = claimIdOfStream(event.stream);
    if (claimId === undefined || !Number.isSafeInteger(claimId)) continue;
    const notice = touched.get(claimId) ?? { claimId, position: event.position, visible: null, readModels: [] };
    touched.delete(claimId); // re-inserted last: the map stays in order of each claim's last event
    notice.position = event.position;
    if (isPassengerVisible(event.type)) notice.visible = event.position;
    const names = (notice.readModels ??= []);
    for (const readModel of readModels) if (!names.includes(readModel.name) && stillToApply(readModel, event)) names.push(readModel.name);
    touched.set(claimId, notice);
  }
  return [...touched.values()];
}

function stillToApply(readModel: Projection, event: RecordedEvent): boolean {
  if (readModel.handles && !readModel.handles(event)) return false;
  const inline = event.metadata.appliedInline;
  return !(readModel.inline && Array.isArray(inline) && inline.includes(readModel.name));
}

/**
 * `readModels`: those the pages read, named in each notification when the batch's events concern them.
 * Per claim, the position of its last event and of its last passenger-visible one: where a live
 * stream that reconnects with Last-Event-ID resumes. Asynchronous (not inline): the notifications
 * are sent in the batch's transaction, so PostgreSQL delivers them when the batch commits, after
 * the rows they announce. A rebuild folds into a scratch schema and notifies nobody.
 */
export const claimLiveProjection = (catalog: PassengerVisibility, readModels: readonly Projection[] = []): Projection => ({
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
    const touched = claimsTouched(events, catalog, readModels);
    if (touched.length === 0) return;
    await db.query(
      `WITH touched AS (
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $5::text[]) WITH ORDINALITY AS t(claim_id, position, visible_position, read_models, ord)
       ), upserted AS (
         INSERT INTO claim_live (claim_id, position, visible_position)
         SELECT claim_id, position, visible_position FROM touched
         ON CONFLICT (claim_id) DO UPDATE
           SET position = EXCLUDED.position, visible_position = COALESCE(EXCLUDED.visible_position, claim_live.visible_position)
       )
       SELECT count(*) FROM (
         SELECT pg_notify($4, json_build_object('claimId', claim_id, 'position', position, 'visible', visible_position, 'readModels', read_models::json)::text)
           FROM touched WHERE current_schema() = 'public' ORDER BY ord
       ) AS notified`,
      [touched.map((notice) => notice.claimId), touched.map((notice) => notice.position), touched.map((notice) => notice.visible), CLAIM_LIVE_CHANNEL, touched.map((notice) => JSON.stringify(notice.readModels))],
    );
  },
});
