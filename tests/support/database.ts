import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createPool } from '../../src/platform/db/pool.js';
import { databaseUrl } from '../../src/platform/services/postgres.js';

export interface TestDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
}

/** A fresh, migrated database of its own for the calling test file, dropped after it. */
export function useTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (database) await dropTestDatabase(database);
  });
  return () => {
    if (!database) throw new Error('useTestDatabase(): the database exists from beforeAll on');
    return database;
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `rv_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const url = databaseUrl(inject('pgServerUrl'), name);
  // A test waits for a connection as long as a loaded CI machine may take to open one: the product's
  // 5 s (then a 503) is about production, not what these tests check.
  return { name, url, pool: createPool(url, { max: 20, connectionTimeoutMs: 30_000 }) };
}

export async function dropTestDatabase(database: TestDatabase): Promise<void> {
  await database.pool.end();
  await adminQuery(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl(inject('pgServerUrl'), 'postgres') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
