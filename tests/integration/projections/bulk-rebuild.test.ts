import { afterAll, describe, expect, it } from 'vitest';
import { foldIntoRows } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import { rebuildProjection } from '../../../projections/rebuild.js';
import { ProjectionRunner } from '../../../projections/runner.js';
import { verifyProjection } from '../../../projections/verify.js';
import { createPool } from '../../../src/platform/db/pool.js';
import { PostgresEventStore } from '../../../src/platform/event-store/index.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { anEvent } from '../event-store/contract.js';

const database = useTestDatabase();
const runners: ProjectionRunner[] = [];
afterAll(async () => {
  for (const runner of runners) await runner.stop();
});

/** Folds with foldIntoRows into columns of every kind a read model uses, from values COPY must escape. */
const rowFold: Projection = {
  kind: 'projection',
  name: 'row_fold',
  tables: ['row_fold'],
  schema: `CREATE TABLE IF NOT EXISTS row_fold (
    stream text PRIMARY KEY, events integer NOT NULL, last_version bigint NOT NULL, note text, details jsonb,
    amount numeric(10, 2), seen_at timestamptz, day date, flag boolean, left_out text DEFAULT 'default')`,
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'row_fold',
      key: 'stream',
      keyType: 'text',
      keyOf: (event) => (event.type === 'Noted' ? event.stream : undefined),
      fold(row, event) {
        const data = event.data as { note: string | null; details: unknown; amount: number | null; index: number };
        return {
          ...row,
          stream: event.stream,
          events: Number(row?.events ?? 0) + 1,
          last_version: event.version.toString(),
          note: data.note,
          details: data.details,
          amount: data.amount,
          seen_at: data.index % 2 ? new Date(Date.UTC(2026, 0, 1, data.index)) : event.metadata.requestedAt,
          day: row?.day ?? '2026-03-0' + ((data.index % 9) + 1),
          flag: data.index % 3 === 0,
        };
      },
    });
  },
};

const NOTES = ['tab\there', 'line\nbreak\r\n', 'back\\slash \\N', 'perché 250 €', '', null, '\\', 'ends with tab\t'];
const DETAILS = [{ text: 'a\tb\\n' }, 'a string', [1, 'two', null], null, 42, { nested: { deep: ['\n'] } }];

async function rows() {
  const { rows } = await database().pool.query<{ row: unknown }>('SELECT to_jsonb(row_fold) AS row FROM row_fold ORDER BY stream');
  return rows.map(({ row }) => row);
}

describe('rebuild through COPY', () => {
  it('when rows are rebuilt in batches that touch rows written by earlier ones, then every value is what the live fold stored', async () => {
    const store = new PostgresEventStore(database().pool);
    const streams = Array.from({ length: 6 }, (_, index) => `noted-${index}`);
    for (let index = 0; index < 60; index++) {
      const event = anEvent('Noted', { note: NOTES[index % NOTES.length], details: DETAILS[index % DETAILS.length], amount: index % 4 ? index * 12.5 : null, index });
      await store.append(streams[index % streams.length]!, [event], { expectedVersion: 'any' });
    }
    const last = await store.append('other', [anEvent('Ignored')], { expectedVersion: 'any' });
    const runner = new ProjectionRunner({ pool: database().pool, store, logger: createLogger('silent'), batchSize: 50, pollMs: 200 }).register(rowFold);
    runner.start();
    runners.push(runner);
    await runner.waitFor(['row_fold'], last.position, 10_000);
    await runner.stop();
    const live = await rows();

    const rebuilt = await rebuildProjection({ pool: database().pool, store, batchSize: 50, bulkBatchSize: 7 }, rowFold);

    expect(rebuilt.events).toBe(61);
    expect(await rows()).toEqual(live);
    expect(live).toHaveLength(6);
    const verification = await verifyProjection({ pool: database().pool, store, batchSize: 50 }, rowFold);
    expect(verification.differences).toEqual([]);
    const { rows: logged } = await database().pool.query("SELECT relpersistence FROM pg_class WHERE oid = 'public.row_fold'::regclass");
    expect(logged).toEqual([{ relpersistence: 'p' }]);
  });

  it('when the read model has more secondary indexes than the pool has free connections, then the rebuild builds them all without waiting for one', async () => {
    // A pool of two that gives up on a connection after half a second, and an index that takes longer than that to build:
    // index builds queued on the pool behind it would time out.
    const pool = createPool(database().url, { max: 2, connectionTimeoutMs: 500 });
    try {
      await pool.query('CREATE OR REPLACE FUNCTION public.slowly(value text) RETURNS text IMMUTABLE LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.25); RETURN value; END $$');
      const store = new PostgresEventStore(pool);
      for (let index = 0; index < 20; index++) await store.append(`noted-${index % 4}`, [anEvent('Noted', { note: `n${index}`, details: null, amount: index, index })], { expectedVersion: 'any' });
      const indexed: Projection = {
        ...rowFold,
        schema: `${rowFold.schema};
          CREATE INDEX IF NOT EXISTS row_fold_a_slow ON row_fold (public.slowly(note));
          CREATE INDEX IF NOT EXISTS row_fold_by_note ON row_fold (note);
          CREATE INDEX IF NOT EXISTS row_fold_by_day ON row_fold (day);
          CREATE INDEX IF NOT EXISTS row_fold_by_amount ON row_fold (amount);
          CREATE INDEX IF NOT EXISTS row_fold_by_details ON row_fold USING gin (details);`,
      };

      const rebuilt = await rebuildProjection({ pool, store, batchSize: 50, bulkBatchSize: 7 }, indexed);

      const { rows: events } = await pool.query<{ count: string }>('SELECT count(*) FROM events');
      expect(rebuilt.events).toBe(Number(events[0]!.count));
      const { rows: indexes } = await pool.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'row_fold' ORDER BY indexname");
      expect(indexes.map((row) => row.indexname)).toEqual(['row_fold_a_slow', 'row_fold_by_amount', 'row_fold_by_day', 'row_fold_by_details', 'row_fold_by_note', 'row_fold_pkey']);
    } finally {
      await pool.end();
    }
  });
});
