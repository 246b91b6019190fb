import type pg from 'pg';
import type { Position } from '../src/platform/event-store/index.js';

/** What a batch did, and where it leaves the checkpoint: moved past `events` more events, or where it was. */
export interface BatchEnd<T> {
  value: T;
  moveTo?: { position: Position; events: number };
}

/** Without the lock nothing was done; with it, what the batch did and where it moved the checkpoint. */
export type CheckpointTransaction<T> = { locked: false } | ({ locked: true } & BatchEnd<T>);

/**
 * One batch's whole transaction: connect, BEGIN, try the projection's lock, read its checkpoint,
 * run `work` (which applies and says where the checkpoint goes), move the checkpoint and COMMIT,
 * or ROLLBACK when anything throws; release. The handler's writes and the checkpoint commit
 * together, so a crash neither skips nor repeats an event. Without the lock (another process runs
 * this handler) nothing is done: `{ locked: false }`.
 *
 * The bookkeeping costs two round trips: one opens the transaction, takes the lock and reads the
 * checkpoint; one moves the checkpoint and commits. (Several statements in one call need literals
 * rather than parameters: every value is escaped.) The commit does not wait for the WAL flush:
 * rows and checkpoint commit together, so a crash can only lose both, and the runner applies those
 * events again from the older checkpoint.
 */
export async function withCheckpointTransaction<T>(
  pool: pg.Pool,
  name: string,
  work: (checkpoint: Position | null, db: pg.PoolClient) => Promise<BatchEnd<T>>,
): Promise<CheckpointTransaction<T>> {
  const client = await pool.connect();
  try {
    const { locked, position } = await begin(client, name);
    if (!locked) {
      await client.query('ROLLBACK');
      return { locked: false };
    }
    const end = await work(position, client);
    if (end.moveTo) await moveCheckpointAndCommit(client, name, end.moveTo.position, end.moveTo.events);
    else await client.query('COMMIT');
    return { locked: true, ...end };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A plain transaction on a connection the caller holds (table creation, a rebuild's batches and swap).
 * `settings` (SET LOCAL statements) go with the BEGIN, in its round trip.
 */
export async function inTransaction<T>(db: pg.PoolClient, work: () => Promise<T>, settings = ''): Promise<T> {
  await db.query(`BEGIN; ${settings}`);
  try {
    const result = await work();
    await db.query('COMMIT');
    return result;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

async function begin(client: pg.PoolClient, name: string): Promise<{ locked: boolean; position: Position | null }> {
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

async function moveCheckpointAndCommit(client: pg.PoolClient, name: string, position: Position, applied: number): Promise<void> {
  await client.query(
    `UPDATE projection_checkpoints
        SET position = ${client.escapeLiteral(position)}, events_applied = events_applied + ${Math.trunc(applied)}, updated_at = now(),
            failed_event_id = NULL, failed_at = NULL, error = NULL
      WHERE name = ${client.escapeLiteral(name)};
     COMMIT`,
  );
}
