import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { RecordedEvent } from '../src/platform/event-store/index.js';
import { bulkTable, writeRowsByCopy, writtenKey } from './bulk-writes.js';

export type Row = Record<string, unknown>;

/**
 * Applies a batch with two statements whatever its size: load the rows the events touch, fold the
 * events into them in memory, write every changed row back. `fold` returns complete rows. During a
 * rebuild the write is a COPY (see bulk-writes.ts), and only rows it wrote before are loaded: there
 * the table gets its rows from this fold alone (or from its schema, and then every row is loaded).
 */
export async function foldIntoRows(
  db: pg.PoolClient,
  events: RecordedEvent[],
  spec: {
    table: string;
    key: string;
    /** The key column's type, so the lookup uses its index. */
    keyType: 'bigint' | 'text';
    keyOf: (event: RecordedEvent) => string | undefined;
    fold: (row: Row | undefined, event: RecordedEvent) => Row | undefined;
    /**
     * The column keeping the stream version of the last event folded into the row. Events at or below
     * it are passed over, so folding an event twice changes nothing: a read model applied in the
     * append's transaction (inline) is folded again by the runner.
     */
    versionColumn?: string;
  },
): Promise<void> {
  const keys = events.map((event) => spec.keyOf(event));
  const unique = [...new Set(keys)].filter((key): key is string => key !== undefined);
  if (unique.length === 0) return;
  const bulk = await bulkTable(db, spec.table);
  const writtenBefore = bulk?.written;
  const existing = writtenBefore ? unique.filter((key) => writtenBefore.has(writtenKey(key, spec.keyType))) : unique;
  const { rows } = existing.length > 0 ? await db.query<Row>(`SELECT * FROM ${spec.table} WHERE ${spec.key} = ANY($1::${spec.keyType}[])`, [existing]) : { rows: [] };
  const stored = new Map(rows.map((row) => [String(row[spec.key]), row]));
  const current = new Map(stored);
  const changed = new Set<string>();
  const versionColumn = spec.versionColumn;
  for (const [index, event] of events.entries()) {
    const key = keys[index];
    if (key === undefined) continue;
    const row = current.get(key);
    if (versionColumn && row && BigInt(row[versionColumn] as string) >= event.version) continue;
    const next = spec.fold(row, event);
    if (!next) continue;
    if (versionColumn) next[versionColumn] = event.version.toString();
    current.set(key, next);
    changed.add(key);
  }
  if (changed.size === 0) return;
  if (bulk) return writeRowsByCopy(db, spec, bulk, [...changed], current, stored);
  const written = [...changed].map((key) => current.get(key)!);
  const columns = Object.keys(written[0]!).filter((column) => column !== spec.key);
  const text = `INSERT INTO ${spec.table} SELECT * FROM json_populate_recordset(null::${spec.table}, $1::json)
     ON CONFLICT (${spec.key}) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`;
  // Prepared once per connection: the same few statements run for every batch and every inline append.
  await db.query({ name: statementName(text), text, values: [JSON.stringify(written)] });
}

const statementNames = new Map<string, string>();

/** A prepared statement's name for this text (PostgreSQL re-plans it when the table or search_path changes). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `fold_rows_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`));
  return name;
}
