import type pg from 'pg';
import type { EventStore } from '../src/event-store/index.js';
import { readAllCheckpoints } from './checkpoints.js';

export interface ProjectionStatus {
  name: string;
  kind: 'projection' | 'reactor';
  position: string | null;
  eventsApplied: number;
  /** True while events the store can hand out lie after the checkpoint. */
  behind: boolean;
  /**
   * The distance from the checkpoint to the store's head, in the store's unit (EventStore.distance):
   * on PostgreSQL global positions, an upper bound on the events not yet applied; null where the
   * store has no such unit (EventStoreDB), 0 when caught up.
   */
  lag: number | null;
  /** While behind: seconds since the checkpoint last moved; 0 when caught up. */
  lagSeconds: number;
  updatedAt: string;
  failure: { eventId: string; at: string; error: string } | null;
}

/** Every checkpoint against the store's head position: lag from positions alone, no event is read. */
export async function readProjectionStatus(pool: pg.Pool, store: EventStore, now = new Date()): Promise<ProjectionStatus[]> {
  const [checkpoints, head] = await Promise.all([readAllCheckpoints(pool), store.headPosition()]);
  return checkpoints.map((checkpoint) => {
    const position = checkpoint.position ?? undefined;
    const behind = head !== undefined && (position === undefined || store.comparePositions(position, head) < 0);
    return {
      name: checkpoint.name,
      kind: checkpoint.kind,
      position: checkpoint.position,
      eventsApplied: Number(checkpoint.events_applied),
      behind,
      lag: behind ? (store.distance(position, head) ?? null) : 0,
      lagSeconds: behind ? Math.max(0, (now.getTime() - checkpoint.updated_at.getTime()) / 1000) : 0,
      updatedAt: checkpoint.updated_at.toISOString(),
      failure: checkpoint.failed_event_id
        ? { eventId: checkpoint.failed_event_id, at: checkpoint.failed_at!.toISOString(), error: checkpoint.error ?? '' }
        : null,
    };
  });
}
