import type { Queryable } from '../src/platform/db/pool.js';
import type { Position } from '../src/platform/event-store/index.js';
import type { EventHandler } from './projection.js';

export interface CheckpointRow {
  name: string;
  kind: 'projection' | 'reactor';
  position: Position | null;
  schema_hash: string | null;
  events_applied: string;
  updated_at: Date;
  failed_event_id: string | null;
  failed_at: Date | null;
  error: string | null;
}

/** Serialises work on one projection across every process; released with the transaction. */
export const LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtextextended('projection:' || $1, 0))";
/** Held exclusively by a rebuild's swap: inline appends of the read model hold it shared (postgres-event-store.ts), so none is in flight. */
export const INLINE_FENCE_SQL = "SELECT pg_advisory_xact_lock(hashtextextended('inline:' || $1, 0))";

export async function ensureCheckpoint(db: Queryable, handler: EventHandler): Promise<CheckpointRow> {
  await db.query('INSERT INTO projection_checkpoints (name, kind) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [handler.name, handler.kind]);
  return (await readCheckpoint(db, handler.name))!;
}

export async function readCheckpoint(db: Queryable, name: string): Promise<CheckpointRow | undefined> {
  const { rows } = await db.query<CheckpointRow>('SELECT * FROM projection_checkpoints WHERE name = $1', [name]);
  return rows[0];
}

export async function readAllCheckpoints(db: Queryable): Promise<CheckpointRow[]> {
  return (await db.query<CheckpointRow>('SELECT * FROM projection_checkpoints ORDER BY kind, name')).rows;
}

export async function recordFailure(db: Queryable, name: string, eventId: string, error: unknown): Promise<void> {
  await db.query('UPDATE projection_checkpoints SET failed_event_id = $2, failed_at = now(), error = $3 WHERE name = $1', [
    name,
    eventId,
    error instanceof Error ? error.message : String(error),
  ]);
}
