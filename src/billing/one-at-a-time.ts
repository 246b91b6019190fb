import type pg from 'pg';

/** Batches are made and approved, and bank details changed, under this one lock. */
export const PAYOUT_BATCHES_LOCK = 'payout-batches';

/**
 * Runs `task` while holding the PostgreSQL session advisory lock `name` (waiting for it), on a
 * dedicated connection. Batches are created one at a time: each one checks, under the lock, the
 * read model the one before it has updated, so no passenger lands in two batches (and in two transfers).
 */
export async function oneAtATime<T>(pool: pg.Pool, name: string, task: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let unlockFailed = false;
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
    try {
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]).catch(() => (unlockFailed = true));
    }
  } finally {
    client.release(unlockFailed); // a connection that could not unlock is closed, which frees the lock
  }
}
