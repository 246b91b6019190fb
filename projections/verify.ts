import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { EventStore, Position } from '../src/platform/event-store/index.js';
import type { Projection } from './projection.js';

const SAMPLE_ROWS = 5;

export interface TableDifference {
  table: string;
  /** Rows the events call for that the live table lacks (or holds with other values). */
  missing: { count: number; sample: Record<string, unknown>[] };
  /** Rows of the live table that the events do not produce. */
  unexpected: { count: number; sample: Record<string, unknown>[] };
}

export interface Verification {
  projection: string;
  /** The live checkpoint the fold stopped at: the read model is compared as of that event. */
  position: Position | null;
  events: number;
  differences: TableDifference[];
}

/**
 * Folds every event up to the projection's live checkpoint (for a read model applied inline, every
 * event the snapshot sees) into a scratch copy of its tables, with the projection's own code, and
 * compares the copy with the live tables row by row. Everything
 * runs in one REPEATABLE READ transaction that is rolled back: the live tables and the checkpoint
 * are read in one snapshot, the runner keeps going meanwhile, and nothing is left behind.
 */
export async function verifyProjection(deps: { pool: pg.Pool; store: EventStore; batchSize: number }, projection: Projection): Promise<Verification> {
  const scratch = `verify_${projection.name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const client = await deps.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const { rows } = await client.query<{ position: string | null }>('SELECT position FROM projection_checkpoints WHERE name = $1', [projection.name]);
    const checkpoint = rows[0]?.position ?? null;
    await client.query(`CREATE SCHEMA ${scratch}`);
    await client.query(`SET LOCAL search_path TO ${scratch}, public`);
    await client.query(projection.schema);

    let events = 0;
    let after: Position | undefined;
    const { readAllInSnapshot } = deps.store;
    if (projection.inline && readAllInSnapshot) {
      // Applied in the appends' own transactions, the live tables hold every event this snapshot sees, whatever the checkpoint.
      for (let batch = await readAllInSnapshot.call(deps.store, client, { limit: deps.batchSize }); batch.length > 0; ) {
        await projection.apply(batch, client);
        events += batch.length;
        after = batch.at(-1)!.position;
        batch = await readAllInSnapshot.call(deps.store, client, { after, limit: deps.batchSize });
      }
      return { projection: projection.name, position: after ?? null, events, differences: await compare(client, projection, scratch) };
    }
    while (checkpoint !== null) {
      const batch = await deps.store.readAll({ after, limit: deps.batchSize });
      if (batch.length === 0) throw new Error(`${projection.name}: checkpoint ${checkpoint} is not an event of the store`);
      const end = batch.findIndex((event) => event.position === checkpoint);
      const folded = end === -1 ? batch : batch.slice(0, end + 1);
      await projection.apply(folded, client);
      events += folded.length;
      after = batch.at(-1)!.position;
      if (end !== -1) break;
    }

    return { projection: projection.name, position: checkpoint, events, differences: await compare(client, projection, scratch) };
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}

async function compare(client: pg.PoolClient, projection: Projection, scratch: string): Promise<TableDifference[]> {
  const differences: TableDifference[] = [];
  for (const table of projection.tables) {
    const missing = await rowsOnlyIn(client, `${scratch}.${table}`, `public.${table}`);
    const unexpected = await rowsOnlyIn(client, `public.${table}`, `${scratch}.${table}`);
    if (missing.count > 0 || unexpected.count > 0) differences.push({ table, missing, unexpected });
  }
  return differences;
}

async function rowsOnlyIn(client: pg.PoolClient, table: string, other: string) {
  const only = `SELECT * FROM ${table} EXCEPT ALL SELECT * FROM ${other}`;
  const [{ rows: count }, { rows: sample }] = [
    await client.query<{ count: string }>(`SELECT count(*) FROM (${only}) AS only_here`),
    await client.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(only_here) AS row FROM (${only}) AS only_here LIMIT ${SAMPLE_ROWS}`),
  ];
  return { count: Number(count[0]!.count), sample: sample.map((row) => row.row) };
}
