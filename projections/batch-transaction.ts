import type pg from 'pg';
import type { Position } from '../src/event-store/index.js';

/**
 * A projection batch's bookkeeping in two round trips: one opens the transaction, takes the
 * projection's lock and reads its checkpoint; one moves the checkpoint and commits. (Several
 * statements in one call need literals rather than parameters: every value is escaped.)
 *
 * The commit does not wait for the WAL flush: rows and checkpoint commit together, so a crash can
 * only lose both, and the runner applies those events again from the older checkpoint.
 */
export async function openBatch(client: pg.PoolClient, name: string): Promise<{ locked: boolean; position: Position | null }> {
  const literal = client.escapeLiteral(name);
  // The checkpoint is read by a statement of its own, after the lock is held: a statement sees the
  // data as it was when it started, so one that took the lock and read the checkpoint together
  // could read it from before another process's commit and apply that batch a second time.
  const results = (await client.query(
    `BEGIN; SET LOCAL synchronous_commit = off; SET LOCAL search_path TO public;
     SELECT pg_try_advisory_xact_lock(hashtextextended('projection:' || ${literal}, 0)) AS locked;
     SELECT position FROM projection_checkpoints WHERE name = ${literal}`,
  )) as unknown as pg.QueryResult[];
  const { locked } = results.at(-2)!.rows[0] as { locked: boolean };
  const position = (results.at(-1)!.rows[0] as { position: Position | null } | undefined)?.position ?? null;
  return { locked, position };
}

export async function commitBatch(client: pg.PoolClient, name: string, position: Position, applied: number): Promise<void> {
  await client.query(
    `UPDATE projection_checkpoints
        SET position = ${client.escapeLiteral(position)}, events_applied = events_applied + ${Math.trunc(applied)}, updated_at = now(),
            failed_event_id = NULL, failed_at = NULL, error = NULL
      WHERE name = ${client.escapeLiteral(name)};
     COMMIT`,
  );
}
