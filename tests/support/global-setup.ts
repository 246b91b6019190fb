import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MODULE_MIGRATIONS } from '../../src/modules.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { createPool } from '../../src/platform/db/pool.js';
import { createLogger } from '../../src/platform/logger.js';
import { databaseUrl, resolvePostgres, type ResolvedPostgres } from '../../src/platform/services/postgres.js';
import { resolveRedis, type ResolvedRedis } from '../../src/platform/services/redis.js';
import { dockerAvailable } from './containers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
    redisUrl: string | null;
    redisMissingReason: string;
  }
}

const logger = createLogger('warn', 'test-setup');

/**
 * Resolves PostgreSQL and Redis in DESIGN.md's order (environment, loopback, embedded, then
 * testcontainers) and prepares a migrated template database that each test file copies.
 */
export default async function setup(project: TestProject) {
  // One SECRET_KEY for the run, inherited by the test workers and every process they start: as in a
  // deployment, processes sharing a database must share the key that wraps the passengers' data keys.
  process.env.SECRET_KEY ??= randomBytes(32).toString('hex');
  const postgres = await resolveTestPostgres();
  const redis = await resolveTestRedis();
  const template = `rv_template_${randomUUID().slice(0, 8)}`;
  await withAdmin(postgres.serverUrl, (admin) => admin.query(`CREATE DATABASE ${template}`));
  const pool = createPool(databaseUrl(postgres.serverUrl, template), { max: 2 });
  await migrate(pool, MODULE_MIGRATIONS);
  await pool.end();

  project.provide('pgServerUrl', postgres.serverUrl);
  project.provide('pgTemplate', template);
  project.provide('redisUrl', redis.url ?? null);
  project.provide('redisMissingReason', redis.reason ?? '');

  return async () => {
    await withAdmin(postgres.serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    await redis.stop?.();
    await postgres.stop();
  };
}

async function resolveTestPostgres(): Promise<ResolvedPostgres> {
  try {
    return await resolvePostgres({ databaseUrl: process.env.DATABASE_URL, dataDir: 'var/test', logger });
  } catch (error) {
    const docker = await dockerAvailable();
    if (!docker.ok) throw new Error(`no PostgreSQL for the tests: ${(error as Error).message}; ${docker.reason}`);
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('postgres:15-alpine')
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start();
    const serverUrl = `postgres://postgres:postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
    return { serverUrl, source: 'DATABASE_URL', stop: async () => void (await container.stop()) };
  }
}

async function resolveTestRedis(): Promise<{ url?: string; reason?: string; stop?: () => Promise<void> }> {
  const found: ResolvedRedis | undefined = await resolveRedis({ redisUrl: process.env.REDIS_URL, dataDir: 'var/test', logger });
  if (found) return found;
  const docker = await dockerAvailable();
  if (!docker.ok) return { reason: `no Redis: REDIS_URL unset, nothing on 127.0.0.1:6379, no redis-server on PATH, ${docker.reason}` };
  const { GenericContainer } = await import('testcontainers');
  const container = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  return { url: `redis://${container.getHost()}:${container.getMappedPort(6379)}`, stop: async () => void (await container.stop()) };
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
