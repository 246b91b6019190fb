import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { RecordedEvent } from '../src/event-store/index.js';
import { bulkColumns, writeRowsByCopy } from './bulk-writes.js';

export type Row = Record<string, unknown>;

interface RowSpec {
  table: string;
  key: string;
  /** The key column's type, so the lookup uses its index. */
  keyType: 'bigint' | 'text';
  keyOf: (event: RecordedEvent) => string | undefined;
  /**
   * The column keeping the stream version of the last event folded into the row. Events at or below
   * it are passed over, so folding an event twice changes nothing: a read model applied in the
   * append's transaction (inline) is folded again by the runner.
   */
  versionColumn?: string;
}

/** A fold over a richer state than the row: the row is read once and written once per batch, whatever the events between. */
export interface StateFold<State> {
  fromRow: (row: Row) => State;
  /** The state after the event; undefined when the event leaves it (and the row) unchanged. */
  evolve: (state: State | undefined, event: RecordedEvent) => State | undefined;
  /** Complete row for the state; `stored` is the row as the table has it, if any. */
  toRow: (state: State, stored: Row | undefined) => Row;
}

/**
 * Applies a batch with two statements whatever its size: load the rows the events touch, fold the
 * events into them in memory, write every changed row back. `fold` returns complete rows. During a
 * rebuild the write is a COPY (see bulk-writes.ts).
 */
export function foldIntoRows(db: pg.PoolClient, events: RecordedEvent[], spec: RowSpec & { fold: (row: Row | undefined, event: RecordedEvent) => Row | undefined }): Promise<void> {
  const { fold, ...rows } = spec;
  return foldStatesIntoRows<Row>(db, events, { ...rows, fromRow: (row) => row, evolve: fold, toRow: (row) => row });
}

/** foldIntoRows for a fold kept in its own state: each row touched is converted from and to that state once per batch. */
export async function foldStatesIntoRows<State>(db: pg.PoolClient, events: RecordedEvent[], spec: RowSpec & StateFold<State>): Promise<void> {
  const keys = events.map((event) => spec.keyOf(event));
  const unique = [...new Set(keys)].filter((key): key is string => key !== undefined);
  if (unique.length === 0) return;
  const { rows } = await db.query<Row>(`SELECT * FROM ${spec.table} WHERE ${spec.key} = ANY($1::${spec.keyType}[])`, [unique]);
  const stored = new Map(rows.map((row) => [String(row[spec.key]), row]));
  const states = new Map<string, State>();
  const versions = new Map<string, bigint>();
  const changed = new Set<string>();
  const versionColumn = spec.versionColumn;
  for (const [index, event] of events.entries()) {
    const key = keys[index];
    if (key === undefined) continue;
    const row = stored.get(key);
    if (versionColumn) {
      const version = versions.get(key) ?? (row ? BigInt(row[versionColumn] as string) : -1n);
      if (version >= event.version) continue;
    }
    let state = states.get(key);
    if (state === undefined && row) states.set(key, (state = spec.fromRow(row)));
    const next = spec.evolve(state, event);
    if (next === undefined) continue;
    states.set(key, next);
    if (versionColumn) versions.set(key, event.version);
    changed.add(key);
  }
  if (changed.size === 0) return;
  const current = new Map(stored);
  for (const key of changed) {
    const row = spec.toRow(states.get(key)!, stored.get(key));
    if (versionColumn) row[versionColumn] = versions.get(key)!.toString();
    current.set(key, row);
  }
  const bulk = bulkColumns(db, spec.table);
  const columnsForCopy = bulk && (await bulk);
  if (columnsForCopy) return writeRowsByCopy(db, spec, columnsForCopy, [...changed], current, stored);
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
