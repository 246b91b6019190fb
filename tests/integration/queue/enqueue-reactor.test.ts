import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { ProjectionRunner } from '../../../projections/runner.js';
import { PostgresEventStore } from '../../../src/platform/event-store/index.js';
import { createLogger } from '../../../src/platform/logger.js';
import { enqueueReactor } from '../../../src/platform/queue/enqueue-reactor.js';
import { createProducerConnection } from '../../../src/platform/queue/redis-connection.js';
import { freePort, isListening } from '../../../src/platform/services/tcp.js';
import { useTestDatabase } from '../../support/database.js';
import { appendMany } from '../projections/fixtures.js';

const redisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServer) console.warn('Redis outage test not run: no redis-server on PATH to start and stop (apt-get install redis-server)');

const database = useTestDatabase();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startRedis(port: number): Promise<ChildProcess> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rv-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir], { stdio: 'ignore' });
  cleanups.push(() => child.kill());
  await expect.poll(() => isListening('127.0.0.1', port), { timeout: 5_000 }).toBe(true);
  return child;
}

describe.runIf(redisServer)('enqueuing reactor with Redis away', () => {
  it('when Redis is down, then the checkpoint holds; when it is back, every job is queued once under its event id', async () => {
    const port = await freePort();
    const connection = createProducerConnection(`redis://127.0.0.1:${port}`);
    const queue = new Queue('outage-test', { connection });
    queue.on('error', () => {});
    cleanups.push(() => connection.disconnect(), () => queue.close());
    const store = new PostgresEventStore(database().pool);
    const reactor = enqueueReactor({ name: 'outage_mailer', queue, connection, toJob: (event) => ({ name: 'send', data: { id: event.id } }) });
    const runner = new ProjectionRunner({ pool: database().pool, store, logger: createLogger('silent'), pollMs: 100 }).register(reactor);
    runner.start();
    cleanups.push(() => runner.stop());

    const appended = await appendMany(store, 8);
    await expect.poll(() => runner.state()[0]!.status, { timeout: 5_000 }).toBe('retrying');
    const { rows } = await database().pool.query('SELECT position FROM projection_checkpoints WHERE name = $1', [reactor.name]);
    expect(rows[0].position).toBeNull();
    expect(runner.state()[0]!.error).toMatch(/queue unavailable/);

    await startRedis(port);
    expect(await runner.waitFor([reactor.name], appended.at(-1)!.position, 30_000)).toBe(true);
    const jobs = await queue.getJobs(['waiting']);
    expect(jobs.map((job) => job.id).sort()).toEqual(appended.map((event) => event.id).sort());

    // A replay from the start (a lost checkpoint, say) queues nothing twice.
    const applied = async () =>
      (await database().pool.query('SELECT events_applied::int AS n FROM projection_checkpoints WHERE name = $1', [reactor.name])).rows[0].n;
    const before = await applied();
    await database().pool.query('UPDATE projection_checkpoints SET position = NULL WHERE name = $1', [reactor.name]);
    await expect.poll(applied, { timeout: 10_000 }).toBe(before + 8);
    expect(await queue.count()).toBe(8);
  });
});
