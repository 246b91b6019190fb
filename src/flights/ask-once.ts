import type pg from 'pg';

export interface AskOnce<Answer> {
  /** What the cache holds for the key and is still fresh; undefined when nothing is. */
  cached(db: pg.Pool | pg.PoolClient): Promise<Answer | undefined>;
  /** The paid call. */
  ask(): Promise<Answer>;
  keep(db: pg.PoolClient, answer: Answer): Promise<void>;
}

/**
 * A paid provider's answer, asked at most once per key by all processes together: the first asker
 * of a key holds a transaction lock on it while it asks, so concurrent askers, in this process or
 * another, wait for that answer instead of paying for the same call. Failures are not kept: the
 * next asker asks again.
 */
export async function askOnce<Answer>(pool: pg.Pool, lockKey: string, steps: AskOnce<Answer>): Promise<Answer> {
  const fresh = await steps.cached(pool);
  if (fresh !== undefined) return fresh;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 726104002))', [lockKey]);
    const answered = await steps.cached(client);
    if (answered !== undefined) {
      await client.query('COMMIT');
      return answered;
    }
    const answer = await steps.ask();
    await steps.keep(client, answer);
    await client.query('COMMIT');
    return answer;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
