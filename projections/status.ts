import type pg from 'pg';
import type { EventStore } from '../src/event-store/index.js';
import { readAllCheckpoints } from './checkpoints.js';

export const LAG_CAP = 10_000;

export interface ProjectionStatus {
  name: string;
  kind: 'projection' | 'reactor';
  position: string | null;
  eventsApplied: number;
  /** Events committed after the checkpoint, counted up to LAG_CAP. */
  lag: number;
  /** Age of the oldest event not yet applied, 0 when caught up. */
  lagSeconds: number;
  updatedAt: string;
  failure: { eventId: string; at: string; error: string } | null;
}

export async function readProjectionStatus(pool: pg.Pool, store: EventStore): Promise<ProjectionStatus[]> {
  const checkpoints = await readAllCheckpoints(pool);
  return Promise.all(
    checkpoints.map(async (checkpoint) => {
      const behind = await store.readAll({ after: checkpoint.position ?? undefined, limit: LAG_CAP });
      return {
        name: checkpoint.name,
        kind: checkpoint.kind,
        position: checkpoint.position,
        eventsApplied: Number(checkpoint.events_applied),
        lag: behind.length,
        lagSeconds: behind[0] ? Math.max(0, (Date.now() - behind[0].createdAt.getTime()) / 1000) : 0,
        updatedAt: checkpoint.updated_at.toISOString(),
        failure: checkpoint.failed_event_id
          ? { eventId: checkpoint.failed_event_id, at: checkpoint.failed_at!.toISOString(), error: checkpoint.error ?? '' }
          : null,
      };
    }),
  );
}
