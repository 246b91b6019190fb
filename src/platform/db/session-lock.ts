import type pg from 'pg';

/**
 * Runs `task` only if no other process holds the lock `name` (a PostgreSQL session advisory lock,
 * held on a dedicated connection for the whole task). Resolves false, without running it, when
 * another process holds it.
 */
export async function runAlone(pool: pg.Pool, name: string, task: () => Promise<void>): Promise<boolean> {
  const client = await pool.connect();
  let locked = false;
  let unlockFailed = false;
  try {
    locked = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [name])).rows[0]?.locked === true;
    if (locked) await task();
    return locked;
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]).catch(() => (unlockFailed = true));
    client.release(unlockFailed); // a connection that could not unlock is closed, which frees the lock
  }
}
