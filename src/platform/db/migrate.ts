import { readdir, readFile } from 'node:fs/promises';
import type pg from 'pg';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_LOCK = 726_104_001;

/** A migration in code (for data from a package, say): `export async function up(db) {…}`. */
export type CodeMigration = { up: (db: pg.PoolClient) => Promise<void> };

const isMigration = (name: string) => name.endsWith('.sql') || (/\.[jt]s$/.test(name) && !name.endsWith('.d.ts'));

/**
 * Applies the versioned files in ./migrations (SQL, or code exporting `up`) in name order, each
 * once, each in its own transaction. A session advisory lock lets several processes start at once.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter(isMigration).sort();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      await client.query('BEGIN');
      try {
        if (file.endsWith('.sql')) await client.query(await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'));
        else await ((await import(new URL(file, MIGRATIONS_DIR).href)) as CodeMigration).up(client);
        await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [file]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    return pending;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
