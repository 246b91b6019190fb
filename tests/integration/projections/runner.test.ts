import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectionRunner } from '../../../projections/runner.js';
import { readProjectionStatus } from '../../../projections/status.js';
import { PostgresEventStore } from '../../../src/platform/event-store/index.js';
import { createPool } from '../../../src/platform/db/pool.js';
import { createLogger } from '../../../src/platform/logger.js';
import { createTestDatabase, dropTestDatabase, type TestDatabase } from '../../support/database.js';
import { anEvent } from '../event-store/contract.js';
import { appendMany, recordingReactor, streamTally } from './fixtures.js';

const logger = createLogger('silent');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  cleanups.push(() => dropTestDatabase(database));
  return database;
}

function startRunner(database: TestDatabase, ...handlers: Parameters<ProjectionRunner['register']>) {
  const pool = createPool(database.url, { max: 5 });
  const store = new PostgresEventStore(pool);
  const runner = new ProjectionRunner({ pool, store, logger, batchSize: 20, pollMs: 200 }).register(...handlers);
  runner.start();
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await runner.stop();
      await store.close();
      await pool.end();
    })());
  cleanups.push(stop);
  return { runner, store, pool, stop };
}

async function tally(database: TestDatabase): Promise<Map<string, number>> {
  const { rows } = await database.pool.query<{ stream: string; events: number }>('SELECT stream, events FROM stream_tally');
  return new Map(rows.map((row) => [row.stream, row.events]));
}

function expectedTally(appended: { stream: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { stream } of appended) counts.set(stream, (counts.get(stream) ?? 0) + 1);
  return counts;
}

describe('projection runner', () => {
  it('when events are appended, then the read model folds each once and waitFor sees the last position', async () => {
    const database = await freshDatabase();
    const { runner, store } = startRunner(database, streamTally());

    const appended = await appendMany(store, 60);

    expect(await runner.waitFor(['stream_tally'], appended.at(-1)!.position, 5_000)).toBe(true);
    expect(await tally(database)).toEqual(expectedTally(appended));
    const [status] = await readProjectionStatus(database.pool, store);
    expect(status).toMatchObject({ name: 'stream_tally', kind: 'projection', eventsApplied: 60, lag: 0, failure: null });
  });

  it('when a projection ignores most events, then it folds the ones it handles once and its checkpoint still records the rest', async () => {
    const database = await freshDatabase();
    const { runner, store } = startRunner(database, streamTally({ only: 'Counted' }));

    const counted = await appendMany(store, 5);
    await appendMany(store, 45, { type: 'Ignored' });
    counted.push(...(await appendMany(store, 5)));
    expect(await runner.waitFor(['stream_tally'], counted.at(-1)!.position, 5_000)).toBe(true);
    expect(await tally(database)).toEqual(expectedTally(counted));

    await appendMany(store, 30, { type: 'Ignored' });
    await expect
      .poll(async () => (await readProjectionStatus(database.pool, store))[0], { timeout: 5_000 })
      .toMatchObject({ eventsApplied: 85, lag: 0 });
    expect(await tally(database)).toEqual(expectedTally(counted));
  });

  it('when the runner stops and starts again, then it resumes from its checkpoint without applying anything twice', async () => {
    const database = await freshDatabase();
    const first = startRunner(database, streamTally());
    const before = await appendMany(first.store, 30);
    await first.runner.waitFor(['stream_tally'], before.at(-1)!.position, 5_000);
    await first.stop();

    const second = startRunner(database, streamTally());
    const after = await appendMany(second.store, 30);

    expect(await second.runner.waitFor(['stream_tally'], after.at(-1)!.position, 5_000)).toBe(true);
    expect(await tally(database)).toEqual(expectedTally([...before, ...after]));
  });

  it('when two processes run the same projection during a burst, then no event is applied twice', async () => {
    const database = await freshDatabase();
    // Each batch holds the projection for a while, so the other process, woken by the appends, meets it held.
    const one = startRunner(database, streamTally({ holdMs: 30 }));
    const two = startRunner(database, streamTally({ holdMs: 30 }));

    // Whether one of them ever stood by while the other held the projection: the contention this test is about.
    const seen = new Set<string>();
    const watch = setInterval(() => [...one.runner.state(), ...two.runner.state()].forEach((state) => seen.add(state.status)), 2);
    const appended = (await Promise.all([appendMany(one.store, 100, { streams: 3 }), appendMany(two.store, 100, { streams: 3 })])).flat();
    const last = appended.map((event) => event.position).sort((a, b) => one.store.comparePositions(a, b)).at(-1)!;

    expect(await one.runner.waitFor(['stream_tally'], last, 10_000)).toBe(true);
    clearInterval(watch);
    expect(await tally(database)).toEqual(expectedTally(appended));
    expect([...seen]).toContain('standby');
    // Starting together, neither tripped over the other creating the tables.
    expect([...seen]).not.toContain('retrying');
  });

  it('when a handler throws on an event, then the projection stops there, keeps what came before and reports the event', async () => {
    const database = await freshDatabase();
    const { runner, store } = startRunner(database, streamTally({ failOn: 'Poison' }));
    const stream = `poisoned-${randomUUID()}`;
    const before = await appendMany(store, 7, { streams: 1 });
    const poison = anEvent('Poison');
    await store.append(stream, [poison], { expectedVersion: 'no_stream' });
    await appendMany(store, 5, { streams: 1 });

    await expect.poll(() => runner.state()[0]!.status, { timeout: 5_000 }).toBe('failed');

    expect(await tally(database)).toEqual(expectedTally(before));
    expect(runner.state()[0]).toMatchObject({ failedEventId: poison.id });
    const [status] = await readProjectionStatus(database.pool, store);
    expect(status!.failure).toMatchObject({ eventId: poison.id, error: 'cannot fold Poison' });
    expect(status!.lag).toBe(6);
  });

  it('when a reactor cannot do its work, then its checkpoint waits and the work goes out once it can', async () => {
    const database = await freshDatabase();
    let available = true;
    let refused = 0;
    const reactor = recordingReactor(() => {
      if (!available) refused++;
      return available;
    });
    const { store, pool } = startRunner(database, reactor);
    const early = await appendMany(store, 5);
    await expect.poll(() => reactor.seen.length, { timeout: 5_000 }).toBe(5);

    available = false;
    const during = await appendMany(store, 10);
    // Refused, then refused again on the retry: the checkpoint has had its chance to move.
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const { rows } = await pool.query('SELECT position FROM projection_checkpoints WHERE name = $1', [reactor.name]);
    expect(rows[0].position).toBe(early.at(-1)!.position);

    available = true;
    await expect.poll(() => reactor.seen.length, { timeout: 10_000 }).toBe(15);
    expect(reactor.seen).toEqual([...early, ...during].map((event) => event.id));
  });
});
