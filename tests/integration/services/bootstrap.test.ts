import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/platform/logger.js';
import { ensureDatabase, resolvePostgres } from '../../../src/platform/services/postgres.js';
import { resolveRedis } from '../../../src/platform/services/redis.js';
import { freePort } from '../../../src/platform/services/tcp.js';

const logger = createLogger('silent');
const directories: string[] = [];
afterAll(async () => {
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
});

async function scratchDir(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rv-bootstrap-'));
  await chmod(directory, 0o755); // embedded PostgreSQL runs as the postgres user when we are root
  directories.push(directory);
  return directory;
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('PostgreSQL bootstrap', () => {
  it('when DATABASE_URL is set, then it is used as given', async () => {
    const resolved = await resolvePostgres({ databaseUrl: 'postgres://someone@db.example:5432/claims', dataDir: 'unused', logger });
    expect(resolved).toMatchObject({ serverUrl: 'postgres://someone@db.example:5432/claims', source: 'DATABASE_URL' });
  });

  it('when nothing listens on the loopback port, then embedded PostgreSQL starts in the data directory and is reused after a crash', async () => {
    const dataDir = await scratchDir();
    const resolved = await resolvePostgres({ dataDir, logger, loopbackPort: await freePort() });
    try {
      expect(resolved.source).toBe('embedded');
      const url = await ensureDatabase(resolved.serverUrl, 'rimborsovolo24');
      expect(await query(url, 'SELECT current_database() AS db')).toEqual([{ db: 'rimborsovolo24' }]);

      // A process killed without cleanup leaves the server running: the next start reuses it.
      const again = await resolvePostgres({ dataDir, logger, loopbackPort: await freePort() });
      expect(again).toMatchObject({ source: 'embedded', serverUrl: resolved.serverUrl });
    } finally {
      await resolved.stop();
    }
  }, 120_000);
});

const redisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServer) console.warn('redis-server bootstrap test not run: no redis-server on PATH (apt-get install redis-server)');

describe('Redis bootstrap', () => {
  it.runIf(redisServer)('when nothing listens on the loopback port, then a redis-server from PATH is started on a free port', async () => {
    const resolved = await resolveRedis({ dataDir: await scratchDir(), logger, loopbackPort: await freePort() });
    expect(resolved?.source).toBe('redis-server');
    const redis = new Redis(resolved!.url);
    try {
      expect(await redis.ping()).toBe('PONG');
    } finally {
      redis.disconnect();
      await resolved!.stop();
    }
  });

  it('when no Redis can be had, then none is returned and the reason is logged', async () => {
    const warnings: string[] = [];
    const capture = { ...logger, warn: (message: string) => warnings.push(message) } as unknown as typeof logger;
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(await resolveRedis({ dataDir: await scratchDir(), logger: capture, loopbackPort: await freePort() })).toBeUndefined();
    } finally {
      process.env.PATH = path;
    }
    expect(warnings.join()).toMatch(/REDIS_URL/);
  });
});
