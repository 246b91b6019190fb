import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Config } from '../config.js';
import { createEventStore, type EventStore } from './event-store/index.js';
import { migrate, type ModuleMigration } from './db/migrate.js';
import { createPool } from './db/pool.js';
import type { Logger } from './logger.js';
import { createPersonalData, type PersonalDataWiring } from './personal-data/personal-data.js';
import type { SubjectKeys } from './personal-data/subject-keys.js';
import { createProducerConnection } from './queue/redis-connection.js';
import { ensureDatabase, resolvePostgres, type ResolvedPostgres } from './services/postgres.js';
import { resolveRedis, type ResolvedRedis } from './services/redis.js';

export const DEFAULT_DATABASE = 'rimborsovolo24';

export interface Infrastructure {
  pool: pg.Pool;
  store: EventStore;
  /** The passengers' data keys the store encrypts personal fields under; erasure deletes one. */
  subjectKeys: SubjectKeys;
  postgresSource: ResolvedPostgres['source'];
  /** Absent when no Redis could be had: the product runs, e-mail waits in the event store. */
  redis?: { url: string; source: ResolvedRedis['source']; producer: Redis };
  close(): Promise<void>;
}

/**
 * Finds or starts PostgreSQL (DESIGN.md's order), migrates (the platform's migrations and the modules' ones), and opens the
 * event store, which encrypts the personal fields the modules declare (`personalData`, from src/modules.ts).
 */
export async function openDatabase(config: Config, logger: Logger, moduleMigrations: readonly ModuleMigration[], personalData: PersonalDataWiring): Promise<Infrastructure> {
  const postgres = await resolvePostgres({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger });
  const database = config.DATABASE_URL ? new URL(config.DATABASE_URL).pathname.slice(1) || DEFAULT_DATABASE : DEFAULT_DATABASE;
  const url = await ensureDatabase(postgres.serverUrl, database);
  const pool = createPool(url, { max: config.DATABASE_POOL_SIZE });
  const applied = await migrate(pool, moduleMigrations);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  const { subjectKeys, codec } = createPersonalData(pool, personalData);
  const store = createEventStore(config, pool, codec);
  return {
    pool,
    store,
    subjectKeys,
    postgresSource: postgres.source,
    async close() {
      await store.close();
      await pool.end();
      await postgres.stop();
    },
  };
}

/** The database, plus Redis found or started in DESIGN.md's order. */
export async function openInfrastructure(config: Config, logger: Logger, moduleMigrations: readonly ModuleMigration[], personalData: PersonalDataWiring): Promise<Infrastructure> {
  const { pool, store, subjectKeys, postgresSource, close } = await openDatabase(config, logger, moduleMigrations, personalData);
  const resolvedRedis = await resolveRedis({ redisUrl: config.REDIS_URL, dataDir: config.DATA_DIR, logger });
  const redis = resolvedRedis && { url: resolvedRedis.url, source: resolvedRedis.source, producer: createProducerConnection(resolvedRedis.url) };
  logger.info({ postgres: postgresSource, eventStore: store.kind, redis: resolvedRedis?.source ?? 'none' }, 'infrastructure ready');

  return {
    pool,
    store,
    subjectKeys,
    postgresSource,
    redis,
    async close() {
      redis?.producer.disconnect();
      await resolvedRedis?.stop();
      await close();
    },
  };
}
