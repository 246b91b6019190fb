import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { RecordedEvent } from '../src/platform/event-store/index.js';
import { bulkTable, writeRowsByCopy, writtenKey } from './bulk-writes.js';

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

/** A fold over a state of its own rather than the row: each row touched is read into it and written from it once per batch. */
export interface StateFold<State> {
  fromRow: (row: Row) => State;
  /** The state after the event; undefined when the event leaves it (and the row) unchanged. */
  evolve: (state: State | undefined, event: RecordedEvent) => State | undefined;
  /** The complete row for the state; `stored` is the row as the table has it, if any. */
  toRow: (state: State, stored: Row | undefined) => Row;
}

/**
 * Applies a batch with two statements whatever its size: load the rows the events touch, fold the
 * events into them in memory, write every changed row back. `fold` returns complete rows. During a
 * rebuild the write is a COPY (see bulk-writes.ts), and only rows it wrote before are loaded: there
 * the table gets its rows from this fold alone (or from its schema, and then every row is loaded).
 */
export function foldIntoRows(db: pg.PoolClient, events: RecordedEvent[], spec: RowSpec & { fold: (row: Row | undefined, event: RecordedEvent) => Row | undefined }): Promise<void> {
  const { fold, versionColumn } = spec;
  return foldStatesIntoRows<Row>(db, events, {
    ...spec,
    fromRow: (row) => row,
    // The next event's fold sees the version of this one, as the row will have it.
    evolve: (row, event) => {
      const next = fold(row, event);
      if (next && versionColumn) next[versionColumn] = event.version.toString();
      return next;
    },
    toRow: (row) => row,
  });
}

/** foldIntoRows for a fold kept in its own state, which costs less than a row to fold into event after event. */
export async function foldStatesIntoRows<State>(db: pg.PoolClient, events: RecordedEvent[], spec: RowSpec & StateFold<State>): Promise<void> {
  const keys = events.map((event) => spec.keyOf(event));
  const unique = [...new Set(keys)].filter((key): key is string => key !== undefined);
  if (unique.length === 0) return;
  const bulk = await bulkTable(db, spec.table);
  const writtenBefore = bulk?.written;
  const existing = writtenBefore ? unique.filter((key) => writtenBefore.has(writtenKey(key, spec.keyType))) : unique;
  const { rows } = existing.length > 0 ? await db.query<Row>(`SELECT * FROM ${spec.table} WHERE ${spec.key} = ANY($1::${spec.keyType}[])`, [existing]) : { rows: [] };
  const stored = new Map(rows.map((row) => [String(row[spec.key]), row]));
  const states = new Map<string, State>();
  const versions = new Map<string, bigint>();
  const versionColumn = spec.versionColumn;
  for (const [index, event] of events.entries()) {
    const key = keys[index];
    if (key === undefined) continue;
    const row = stored.get(key);
    if (versionColumn) {
      const version = versions.get(key) ?? (row ? BigInt(row[versionColumn] as string) : undefined);
      if (version !== undefined && version >= event.version) continue;
    }
    let state = states.get(key);
    if (state === undefined && row) state = spec.fromRow(row);
    const next = spec.evolve(state, event);
    if (next === undefined) continue;
    states.set(key, next);
    if (versionColumn) versions.set(key, event.version);
  }
  const changed = [...states.keys()];
  if (changed.length === 0) return;
  const current = new Map<string, Row>();
  for (const key of changed) {
    const row = spec.toRow(states.get(key)!, stored.get(key));
    if (versionColumn) row[versionColumn] = versions.get(key)!.toString();
    current.set(key, row);
  }
  if (bulk) return writeRowsByCopy(db, spec, bulk, changed, current, stored);
  const written = [...current.values()];
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
