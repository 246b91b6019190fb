import { afterAll, describe, expect, it } from 'vitest';
import { runProjectionsCommand } from '../../../projections/command.js';
import { ProjectionRunner } from '../../../projections/runner.js';
import { PostgresEventStore } from '../../../src/platform/event-store/index.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { appendMany, recordingReactor, streamTally } from './fixtures.js';

const database = useTestDatabase();
const reactor = recordingReactor();
let runner: ProjectionRunner | undefined;
afterAll(() => runner?.stop());

async function run(...args: string[]) {
  const lines: string[] = [];
  const store = new PostgresEventStore(database().pool);
  const code = await runProjectionsCommand(args, {
    pool: database().pool,
    store,
    handlers: [streamTally(), reactor],
    batchSize: 100,
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

describe('npm run projections', () => {
  it('when asked for status, then each handler shows its checkpoint and lag', async () => {
    const store = new PostgresEventStore(database().pool);
    runner = new ProjectionRunner({ pool: database().pool, store, logger: createLogger('silent') }).register(streamTally(), reactor);
    runner.start();
    const appended = await appendMany(store, 50);
    await runner.waitFor(['stream_tally', reactor.name], appended.at(-1)!.position, 10_000);
    await runner.stop();
    await appendMany(store, 3);

    const { code, output } = await run('status');

    expect(code).toBe(0);
    expect(output).toMatch(/^name\s+kind\s+checkpoint\s+applied\s+lag\s+lag s\s+state$/m);
    expect(output).toMatch(/^stream_tally\s+projection\s+\d+\/50\s+50\s+3\s+[\d.]+\s+ok$/m);
    expect(output).toMatch(/^recording_reactor\s+reactor\s+\d+\/50\s+50\s+3\s+[\d.]+\s+ok$/m);
  });

  it('when rebuilding all, then every projection is rebuilt from the first event and no reactor runs again', async () => {
    const reactedBefore = [...reactor.seen];

    const { code, output } = await run('rebuild', 'all');

    expect(code).toBe(0);
    expect(output).toMatch(/^stream_tally: rebuilt from 53 events in [\d.]+ s \(\d+ events\/s\)$/);
    const { rows } = await database().pool.query('SELECT sum(events)::int AS total FROM stream_tally');
    expect(rows[0].total).toBe(53);
    expect(reactor.seen).toEqual(reactedBefore);
  });

  it('when a reactor or an unknown name is given, then nothing is rebuilt and the reason is printed', async () => {
    expect(await run('rebuild', 'recording_reactor')).toEqual({ code: 2, output: 'recording_reactor is a reactor: reactors are never re-run by a rebuild.' });
    expect(await run('rebuild', 'claims')).toEqual({ code: 2, output: 'No projection named claims. Known: stream_tally.' });
    expect((await run('frobnicate')).output).toMatch(/^Usage: npm run projections/);
  });
});
