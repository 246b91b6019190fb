import { readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_LOCK = 726_104_001;

/**
 * A migration a module brings in code (its table filled from a package's data, say), handed to
 * migrate() by the composition root. `id` orders it among the platform's SQL files and is what
 * schema_migrations records: once applied under an id, a migration keeps it.
 */
export interface ModuleMigration {
  id: string;
  up: (db: pg.PoolClient) => Promise<void>;
}

/** A module's SQL files (its ./migrations folder), each a migration whose id is the file's name. */
export function sqlMigrationsIn(folder: URL): ModuleMigration[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => sqlFileMigration(new URL(name, folder)));
}

/** A SQL file as a migration; its id is the file's name, as it was when the platform kept every SQL file. */
export function sqlFileMigration(file: URL): ModuleMigration {
  return { id: path.basename(file.pathname), up: async (db) => void (await db.query(await readFile(file, 'utf8'))) };
}

/**
 * Applies the platform's versioned SQL files in ./migrations (the event store, the projections'
 * checkpoints, the subjects' keys) and the modules' migrations, all in id
 * order, each once, each in its own transaction. A session advisory lock lets several processes
 * start at once.
 */
export async function migrate(pool: pg.Pool, moduleMigrations: readonly ModuleMigration[]): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql'));
  const fromFiles = files.map((file) => sqlFileMigration(new URL(file, MIGRATIONS_DIR)));
  const migrations = [...fromFiles, ...moduleMigrations].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const pending = migrations.filter((migration) => !applied.has(migration.id));
    for (const migration of pending) {
      await client.query('BEGIN');
      try {
        await migration.up(client);
        await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.id} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    return pending.map((migration) => migration.id);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
