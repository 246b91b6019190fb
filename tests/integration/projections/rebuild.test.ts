import { afterAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../../projections/rebuild.js';
import { ProjectionRunner } from '../../../projections/runner.js';
import { PostgresEventStore } from '../../../src/platform/event-store/index.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { appendMany, streamTally } from './fixtures.js';

const logger = createLogger('silent');
const database = useTestDatabase();
const runners: ProjectionRunner[] = [];
afterAll(async () => {
  for (const runner of runners) await runner.stop();
});

function start(projection = streamTally()) {
  const store = new PostgresEventStore(database().pool);
  const runner = new ProjectionRunner({ pool: database().pool, store, logger, batchSize: 50, pollMs: 200 }).register(projection);
  runner.start();
  runners.push(runner);
  return { runner, store };
}

async function tallyRows() {
  const { rows } = await database().pool.query<{ stream: string; events: number }>('SELECT stream, events FROM stream_tally ORDER BY stream');
  return rows;
}

describe('projection rebuild', () => {
  it('when a projection is rebuilt while events arrive and readers read, then no read fails and the result equals a fresh fold', async () => {
    const { runner, store } = start();
    const history = await appendMany(store, 400, { streams: 20 });
    await runner.waitFor(['stream_tally'], history.at(-1)!.position, 10_000);

    let reading = true;
    let reads = 0;
    const readErrors: unknown[] = [];
    const reader = (async () => {
      while (reading) {
        await database()
          .pool.query('SELECT count(*), sum(events) FROM stream_tally')
          .then(() => reads++, (error) => readErrors.push(error));
      }
    })();
    const [rebuilt, arriving] = await Promise.all([
      rebuildProjection({ pool: database().pool, store, batchSize: 50 }, streamTally()),
      appendMany(store, 100, { streams: 20 }),
    ]);
    const after = await appendMany(store, 10, { streams: 2 });
    await runner.waitFor(['stream_tally'], after.at(-1)!.position, 10_000);
    reading = false;
    await reader;

    expect(readErrors).toEqual([]);
    expect(reads).toBeGreaterThan(10);
    expect(rebuilt.events).toBeGreaterThanOrEqual(400);
    const all = [...history, ...arriving, ...after];
    const counts = new Map<string, number>();
    for (const { stream } of all) counts.set(stream, (counts.get(stream) ?? 0) + 1);
    expect(await tallyRows()).toEqual([...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([stream, events]) => ({ stream, events })));
    const { rows } = await database().pool.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'");
    expect(rows).toEqual([]);
  });

  it("when a projection's schema changes, then the runner rebuilds it on start into the new shape", async () => {
    const before = await tallyRows();
    const changed = streamTally({ extraColumn: true });

    const { runner } = start(changed);

    await expect.poll(() => runner.state()[0]!.status, { timeout: 10_000 }).toMatch(/running|idle/);
    const { rows } = await database().pool.query(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'stream_tally' ORDER BY ordinal_position",
    );
    expect(rows.map((row) => row.column_name)).toEqual(['stream', 'events', 'last_version', 'last_type']);
    expect(await tallyRows()).toEqual(before);
  });
});
