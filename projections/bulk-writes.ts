import type pg from 'pg';
import { copyFrom } from './copy-from.js';

type Row = Record<string, unknown>;
type Encode = (value: unknown) => string;
interface Column {
  name: string;
  encode: Encode;
}

/** A table a rebuild writes by COPY: its columns, and the keys of the rows written so far when it started empty. */
export interface BulkTable {
  columns: Column[];
  /**
   * Every key written into the table since the rebuild began, when the table was empty then (a
   * schema may seed rows): rows of other keys need not be looked up. Numbers for bigint keys, a
   * fraction of the memory of their text. Undefined when the table was not empty.
   */
  written?: Set<string | number>;
}

/**
 * The connections a rebuild folds on, each with its tables once looked up (undefined for a table
 * COPY cannot take from rows as they are: array or composite columns). On these, `foldIntoRows`
 * writes with COPY instead of an upsert per batch.
 */
const sessions = new WeakMap<pg.PoolClient, Map<string, Promise<BulkTable | undefined>>>();

export function startBulkWrites(db: pg.PoolClient): void {
  sessions.set(db, new Map());
}

export function endBulkWrites(db: pg.PoolClient): void {
  sessions.delete(db);
}

/** The table as a rebuild writes it when `db` is a rebuild's and COPY can write the table; otherwise undefined. */
export function bulkTable(db: pg.PoolClient, table: string): Promise<BulkTable | undefined> | undefined {
  const tables = sessions.get(db);
  if (!tables) return undefined;
  let bulk = tables.get(table);
  if (!bulk) tables.set(table, (bulk = lookUpTable(db, table)));
  return bulk;
}

/** How a key is kept in `written`: bigint keys as numbers while they are exact. */
export function writtenKey(key: string, keyType: string): string | number {
  if (keyType !== 'bigint') return key;
  const number = Number(key);
  return Number.isSafeInteger(number) ? number : key;
}

/**
 * Writes folded rows as the upsert would leave them: rows already stored are deleted and written
 * again whole, the others are added, all by one COPY. Values are rendered as the upsert's JSON would
 * have them converted (a Date as its ISO string, an object as its JSON), so both paths store the
 * same. A column a stored row's fold left out keeps its stored value.
 */
export async function writeRowsByCopy(
  db: pg.PoolClient,
  spec: { table: string; key: string; keyType: string },
  { columns, written }: BulkTable,
  keys: string[],
  rows: ReadonlyMap<string, Row>,
  stored: ReadonlyMap<string, Row>,
): Promise<void> {
  const replaced = keys.filter((key) => stored.has(key));
  if (replaced.length > 0) await db.query(`DELETE FROM ${spec.table} WHERE ${spec.key} = ANY($1::${spec.keyType}[])`, [replaced]);
  let data = '';
  for (const key of keys) {
    written?.add(writtenKey(key, spec.keyType));
    const row = rows.get(key)!;
    const before = stored.get(key);
    for (let i = 0; i < columns.length; i++) {
      const { name, encode } = columns[i]!;
      const value = row[name];
      data += (i === 0 ? '' : '\t') + encode(value === undefined && before ? before[name] : value);
    }
    data += '\n';
  }
  await copyFrom(
    db,
    spec.table,
    columns.map((column) => column.name),
    data,
  );
}

async function lookUpTable(db: pg.PoolClient, table: string): Promise<BulkTable | undefined> {
  const { rows } = await db.query<{ name: string; type: string; category: string }>(
    `SELECT quote_ident(a.attname) AS name, t.typname AS type, t.typcategory AS category
       FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`,
    [table],
  );
  if (rows.some((column) => column.category === 'A' || column.category === 'C')) return undefined;
  const columns = rows.map(({ name, type }) => ({ name, encode: type === 'json' || type === 'jsonb' ? encodeJson : encodeScalar }));
  const { rows: seeded } = await db.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return { columns, written: seeded.length === 0 ? new Set() : undefined };
}

const NULL = '\\N';

function encodeScalar(value: unknown): string {
  if (value === null || value === undefined) return NULL;
  switch (typeof value) {
    case 'string':
      return escape(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : NULL;
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object':
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? NULL : value.toISOString();
      return encodeJson(value);
    default:
      return NULL;
  }
}

function encodeJson(value: unknown): string {
  const json = value === null || value === undefined ? undefined : (JSON.stringify(value) as string | undefined);
  return json === undefined ? NULL : escape(json);
}

const SPECIAL = /[\\\n\r\t]/;

function escape(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[\\\n\r\t]/g, (character) => ESCAPED[character]!) : text;
}

const ESCAPED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
