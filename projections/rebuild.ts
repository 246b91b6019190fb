import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { EventStore, Position, RecordedEvent } from '../src/platform/event-store/index.js';
import { applyBatch } from './apply-batch.js';
import { inTransaction } from './batch-transaction.js';
import { buildIndexes } from './index-builds.js';
import { startBulkWrites, endBulkWrites } from './bulk-writes.js';
import { INLINE_FENCE_SQL, LOCK_SQL } from './checkpoints.js';
import { schemaHash, type Projection } from './projection.js';

export const BULK_BATCH_SIZE = 10_000;
/** How long the swap waits for an older transaction to let the last committed events become readable. */
const CATCH_UP_WAIT_MS = 30_000;

export interface RebuildResult {
  events: number;
  position: Position | null;
}

/**
 * Builds the projection into fresh tables in a scratch schema from the first event while the live
 * tables keep serving, then, holding the projection's lock, catches up the last events and swaps
 * the new tables in within one transaction. Readers never see a half-built read model.
 */
export async function rebuildProjection(
  deps: {
    pool: pg.Pool;
    store: EventStore;
    batchSize: number;
    /** Events per bulk batch; BULK_BATCH_SIZE unless a test wants many batches. */
    bulkBatchSize?: number;
    /** Told after every batch folded: how many events so far, and the last one's position. */
    onProgress?: (events: number, position: Position) => void;
  },
  projection: Projection,
): Promise<RebuildResult> {
  const { pool, store, batchSize } = deps;
  const scratch = `rebuild_${projection.name.replace(/\W/g, '_')}`;
  const client = await pool.connect();
  // Rebuilt rows need no flush of their own: until the swap commits nothing depends on them.
  const scratchSettings = `SET LOCAL synchronous_commit = off; SET LOCAL search_path TO ${scratch}, public`;
  const useScratch = () => client.query(scratchSettings);
  let position: Position | undefined;
  let events = 0;
  let locked = false;

  const fold = async (batch: RecordedEvent[]): Promise<void> => {
    await applyBatch(projection, batch, client);
    position = batch.at(-1)!.position;
    events += batch.length;
    deps.onProgress?.(events, position);
  };
  const foldNextBatch = async (): Promise<number> => {
    const batch = await store.readAll({ after: position, limit: batchSize });
    if (batch.length > 0) await fold(batch);
    return batch.length;
  };
  /** Every event readAll returns, and on until `head`, which an older transaction still running may hold back for a moment. */
  const catchUpTo = async (head: Position | undefined): Promise<void> => {
    const deadline = Date.now() + CATCH_UP_WAIT_MS;
    for (;;) {
      if ((await foldNextBatch()) > 0) continue;
      if (!head || (position && store.comparePositions(position, head) >= 0)) return;
      if (Date.now() > deadline) throw new Error(`rebuild of ${projection.name}: events up to ${head} did not become readable within ${CATCH_UP_WAIT_MS / 1000} s`);
      await sleep(5);
    }
  };

  /**
   * Under the fence every append of an event this read model folds has committed or waits for the fence
   * (and applies itself to the new table once it is swapped in), so every committed event is read,
   * without waiting for older transactions to end: one of them may be such an append, waiting for us.
   */
  const foldCommitted = async (readCommitted: NonNullable<EventStore['readAllInSnapshot']>): Promise<void> => {
    for (let batch = await readCommitted(client, { after: position, limit: batchSize }); batch.length > 0; batch = await readCommitted(client, { after: position, limit: batchSize })) {
      await fold(batch);
    }
  };

  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock(hashtextextended('rebuild:' || $1, 0)) AS locked",
      [projection.name],
    );
    locked = rows[0]!.locked;
    if (!locked) throw new Error(`a rebuild of ${projection.name} is already running`);

    await client.query(`DROP SCHEMA IF EXISTS ${scratch} CASCADE`);
    await client.query(`CREATE SCHEMA ${scratch}`);
    await inTransaction(client, async () => {
      await useScratch();
      await client.query(projection.schema);
    });
    const secondaryIndexes = await dropSecondaryIndexes(client, scratch);
    // Nothing must survive a crash until the swap: the scratch tables skip the WAL until then.
    await setLogged(client, scratch, projection.tables, false);
    startBulkWrites(client);

    // Bulk of the history, batch by batch, without blocking the live runner. Nothing waits on these
    // batches, so they are larger than the live runner's: fewer round trips for the same events.
    // The next batch is read (on another connection) while this one is folded and written.
    const limit = deps.bulkBatchSize ?? Math.max(batchSize, BULK_BATCH_SIZE);
    let next = store.readAll({ limit });
    for (;;) {
      const batch = await next;
      if (batch.length === 0) break;
      next = batch.length === limit ? store.readAll({ after: batch.at(-1)!.position, limit }) : Promise.resolve([]);
      next.catch(() => {}); // awaited next round; if this fold fails first, its error is the one reported
      await inTransaction(client, () => fold(batch), scratchSettings);
    }
    await setLogged(client, scratch, projection.tables, true);
    await buildIndexes(pool, secondaryIndexes);

    await inTransaction(client, async () => {
      // An inline append still in flight would write its row into the table about to be dropped, and
      // the runner passes over its event as applied: fence them off, then fold up to the last one committed.
      await client.query(INLINE_FENCE_SQL, [projection.name]);
      await client.query(LOCK_SQL, [projection.name]);
      const committedHead = await store.committedHeadPosition?.();
      await useScratch();
      if (projection.inline && store.readAllInSnapshot) await foldCommitted(store.readAllInSnapshot.bind(store));
      else await catchUpTo(committedHead);
      await client.query('SET LOCAL search_path TO public');
      for (const table of projection.tables) {
        await client.query(`DROP TABLE IF EXISTS public.${table} CASCADE`);
        await client.query(`ALTER TABLE ${scratch}.${table} SET SCHEMA public`);
      }
      await client.query(
        `INSERT INTO projection_checkpoints (name, kind, position, schema_hash, events_applied, updated_at)
         VALUES ($1, 'projection', $2, $3, $4, now())
         ON CONFLICT (name) DO UPDATE
            SET position = $2, schema_hash = $3, events_applied = $4, updated_at = now(),
                failed_event_id = NULL, failed_at = NULL, error = NULL`,
        [projection.name, position ?? null, schemaHash(projection), events],
      );
    });
    return { events, position: position ?? null };
  } finally {
    endBulkWrites(client);
    if (locked) {
      await client.query(`DROP SCHEMA IF EXISTS ${scratch} CASCADE`).catch(() => {});
      await client.query("SELECT pg_advisory_unlock(hashtextextended('rebuild:' || $1, 0))", [projection.name]).catch(() => {});
    }
    client.release();
  }
}

/**
 * Drops the scratch tables' indexes that back no constraint and returns their definitions: built
 * once over the folded rows they cost a fraction of keeping them up to date row by row (a trigram
 * index above all). Constraint indexes stay, since the fold's upserts rely on them.
 */
async function dropSecondaryIndexes(client: pg.PoolClient, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = format('%I.%I', schemaname, indexname)::regclass)`,
    [schema],
  );
  for (const { name } of rows) await client.query(`DROP INDEX ${schema}.${name}`);
  return rows.map((row) => row.definition);
}

/**
 * Makes the tables unlogged or logged again. A logged table may not reference an unlogged one (nor
 * the reverse), so tables that fail wait for the others and are tried again.
 */
async function setLogged(client: pg.PoolClient, schema: string, tables: readonly string[], logged: boolean): Promise<void> {
  let pending = [...tables];
  while (pending.length > 0) {
    const failed: { table: string; error: unknown }[] = [];
    for (const table of pending) {
      await client.query(`ALTER TABLE ${schema}.${table} SET ${logged ? 'LOGGED' : 'UNLOGGED'}`).catch((error: unknown) => failed.push({ table, error }));
    }
    if (failed.length === pending.length) throw failed[0]!.error;
    pending = failed.map(({ table }) => table);
  }
}
