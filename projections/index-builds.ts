import pg from 'pg';

/** Two index builds side by side: a GIN index keeps one core busy for seconds on its own. */
const SIDE_BY_SIDE = 2;

/**
 * A rebuild's secondary indexes, built on connections of their own. On a large table one build takes
 * longer than any wait for a pooled connection should (the pool's connect timeout is there to find
 * leaks), and the live runner keeps using the pool meanwhile.
 */
export async function buildIndexes(pool: pg.Pool, definitions: readonly string[]): Promise<void> {
  const waiting = [...definitions];
  const builder = async () => {
    const client = new pg.Client(pool.options);
    client.on('error', () => {});
    await client.connect();
    try {
      for (let definition = waiting.shift(); definition !== undefined; definition = waiting.shift()) await client.query(definition);
    } finally {
      await client.end().catch(() => {});
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIDE_BY_SIDE, waiting.length) }, builder));
}
