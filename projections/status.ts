import type pg from 'pg';
import type { ReadModelHealth } from '../src/contracts/monitoring.js';
import type { EventStore } from '../src/platform/event-store/index.js';
import { readAllCheckpoints } from './checkpoints.js';

/** A checkpoint as the operators' Monitoring shows it. */
export type ProjectionStatus = Omit<ReadModelHealth, 'local'>;

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
