import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  comparePositionTuples,
  WrongExpectedVersionError,
  type AppendResult,
  type EventBrowseFilter,
  type EventBrowsePage,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type Position,
  type RecordedEvent,
  type StoreTransaction,
} from '../event-store.js';
import type { Queryable } from '../../db/pool.js';
import { PLAIN_EVENT_CODEC, type EventCodec } from '../../personal-data/event-codec.js';
import type { WithinTransaction } from '../../personal-data/subject-keys.js';
import { DomainError } from '../../domain-error.js';
import { AppendNotifier } from './append-notifier.js';
import { browseQuery } from './browse-events.js';

const STREAM_PAGE = 500;
const START: [bigint, bigint] = [0n, 0n];

interface EventRow {
  event_id: string;
  stream_id: string;
  version: string;
  transaction_xid: string;
  global_position: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  created_at_ms: number;
}

// The transaction id goes out as text under another name: ORDER BY transaction_id must sort the xid8, not its text.
// The time goes out as epoch milliseconds: a Date from a number costs a fraction of parsing timestamp text (rebuilds read millions).
const EVENT_COLUMNS =
  'event_id, stream_id, version, transaction_id::text AS transaction_xid, global_position, type, data, metadata, floor(extract(epoch FROM created_at) * 1000)::float8 AS created_at_ms';

/**
 * A read model applied in the append's own transaction, so the caller reads its own write without
 * waiting. `apply` must pass over events it has already folded: the projection runner, which still
 * owns the read model's checkpoint, rebuild and verify, folds them again.
 */
export interface InlineReadModel {
  name: string;
  /**
   * The hash of the tables' schema this code writes: applied inline only while the projection's
   * checkpoint records the same one (its live tables exist and are not waiting for a rebuild).
   */
  schemaHash: string;
  handles?: (event: RecordedEvent) => boolean;
  apply(events: RecordedEvent[], db: pg.PoolClient): Promise<void>;
}

interface AppendedRow {
  version: string;
  transaction_xid: string;
  global_position: string;
  created_at: Date;
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres';
  private readonly notifier: AppendNotifier;
  private inline: readonly InlineReadModel[] = [];
  private readonly codec: EventCodec;

  /**
   * The pool stays the caller's: closing the store does not end it. `codec` encodes events' data on
   * append and decodes it on every read (personal fields encrypted: src/modules.ts wires it).
   */
  constructor(
    private readonly pool: pg.Pool,
    options: { codec?: EventCodec } = {},
  ) {
    this.notifier = new AppendNotifier(pool);
    this.codec = options.codec ?? PLAIN_EVENT_CODEC;
  }

  /** From now on every append that concerns these read models applies them in its own transaction. */
  applyInline(readModels: readonly InlineReadModel[]): void {
    this.inline = readModels;
  }

  async append(stream: string, events: EventToAppend[], { expectedVersion }: { expectedVersion: ExpectedVersion }): Promise<AppendResult> {
    const ids = idsOf(events);
    try {
      const concerned = this.inlineConcerned(stream, events);
      const result =
        concerned.length > 0
          ? await this.committed((client, within) => this.appendOn(client, within, { stream, ids, events, expectedVersion, readModels: concerned, begin: true }))
          : await this.appendOnly(stream, ids, events, expectedVersion);
      if (concerned.length === 0) this.notifier.appended();
      return result;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'RV409' && code !== '23505') throw error;
      const earlier = await this.findEarlierAppend(stream, ids);
      if (earlier) return earlier;
      throw refusal(error, stream, expectedVersion);
    }
  }

  async transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    let appended = false;
    const result = await this.committed(async (client, within) => {
      await client.query('BEGIN');
      return work({
        ...within,
        append: async (stream, events, { expectedVersion }) => {
          const readModels = this.inlineConcerned(stream, events);
          // The transaction is aborted: an earlier append of the same ids cannot be looked for in it.
          const done = await this.appendOn(client, within, { stream, ids: idsOf(events), events, expectedVersion, readModels, begin: false }).catch((error: unknown) => {
            throw refusal(error, stream, expectedVersion);
          });
          appended = true;
          return done;
        },
      });
    }, () => appended);
    return result;
  }

  private inlineConcerned(stream: string, events: EventToAppend[]): InlineReadModel[] {
    return this.inline.filter((readModel) => !readModel.handles || events.some((event) => readModel.handles!({ ...event, stream } as RecordedEvent)));
  }

  private async appendOnly(stream: string, ids: string[], events: EventToAppend[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    const stored = await this.codec.encode(stream, toEncode(ids, events));
    const { rows } = await this.pool.query<{ next_version: string; transaction_id: string; global_position: string }>({
      name: 'append_to_stream',
      text: 'SELECT next_version, transaction_id::text, global_position FROM append_to_stream($1, $2, $3, $4, $5::jsonb[], $6::jsonb[])',
      values: appendValues(stream, ids, events, stored, events.map((event) => event.metadata), expectedVersion),
    });
    const row = rows[0]!;
    return { nextVersion: BigInt(row.next_version), position: formatPosition(row.transaction_id, row.global_position) };
  }

  /**
   * `work` on one connection, in the transaction it opens, committed here (with the notification of
   * its appends, when it is their turn to carry it) or rolled back; what it asked to run after the
   * commit runs then.
   */
  private async committed<T>(work: (client: pg.PoolClient, within: WithinTransaction) => Promise<T>, appended: () => boolean = () => true): Promise<T> {
    const client = await this.pool.connect();
    const afterCommit: (() => void | Promise<void>)[] = [];
    let result: T;
    let carried = false;
    try {
      result = await work(client, { db: client, afterCommit: (then) => afterCommit.push(then) });
      carried = appended() && this.notifier.carryNotify();
      await client.query(carried ? `${AppendNotifier.NOTIFY_SQL}; COMMIT` : 'COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    if (appended()) this.notifier.appended(carried);
    for (const then of afterCommit) await then();
    return result;
  }

  /**
   * Appends and applies the read models in the client's transaction: both commit, or neither. A read
   * model whose live tables are missing or await a rebuild (another schema) is left to the runner,
   * and the caller waits for it as for any other. A passenger's new data key is stored in the same
   * transaction.
   */
  private async appendOn(
    client: pg.PoolClient,
    within: WithinTransaction,
    { stream, ids, events, expectedVersion, readModels, begin }: { stream: string; ids: string[]; events: EventToAppend[]; expectedVersion: ExpectedVersion; readModels: readonly InlineReadModel[]; begin: boolean },
  ): Promise<AppendResult> {
    const ready = await this.readyReadModels(client, readModels, begin);
    const applied = ready.map((readModel) => readModel.name);
    // Ids are fixed first: the encrypted personal fields are bound to their event's id.
    const storedData = await this.codec.encode(stream, toEncode(ids, events), within);
    // The events say which read models the append applied: the runner passes over them there.
    const metadata = events.map((event) => (applied.length > 0 ? { ...event.metadata, appliedInline: applied } : event.metadata));
    const { rows } = await client.query<AppendedRow>({
      name: 'append_events',
      text: 'SELECT version, transaction_id::text AS transaction_xid, global_position, created_at FROM append_events($1, $2, $3, $4, $5::jsonb[], $6::jsonb[])',
      values: appendValues(stream, ids, events, storedData, metadata, expectedVersion),
    });
    // RETURNING gives the rows in insertion order; sorted all the same, since ids and events are matched by it.
    rows.sort((a, b) => Number(a.version) - Number(b.version));
    // Decoded from what is stored, as every later read will be: the modules' data, except personal
    // values of an already erased passenger, which were never stored and read as erased everywhere.
    const recorded = await this.codec.decode(
      rows.map((row, index): RecordedEvent => ({
        id: ids[index]!,
        stream,
        type: events[index]!.type,
        version: BigInt(row.version),
        position: formatPosition(row.transaction_xid, row.global_position),
        data: storedData[index],
        metadata: metadata[index]!,
        createdAt: row.created_at,
      })),
      within,
    );
    for (const readModel of ready) await readModel.apply(recorded, client);
    const last = recorded.at(-1)!;
    return { nextVersion: last.version, position: last.position, appliedInline: applied };
  }

  /**
   * Which read models have live tables of the schema their code writes, read in the same round trip
   * as the BEGIN when `begin` (names are identifiers of our own code, quoted all the same).
   */
  private async readyReadModels(db: pg.PoolClient, readModels: readonly InlineReadModel[], begin: boolean): Promise<InlineReadModel[]> {
    if (readModels.length === 0) {
      if (begin) await db.query('BEGIN');
      return [];
    }
    const names = readModels.map((readModel) => `'${readModel.name.replaceAll("'", "''")}'`).join(', ');
    // The shared lock per read model fences this append off from a rebuild's swap (INLINE_FENCE_SQL), which takes it exclusively.
    const select = `SELECT name, schema_hash, pg_advisory_xact_lock_shared(hashtextextended('inline:' || name, 0)) FROM projection_checkpoints WHERE name IN (${names})`;
    const results = (await db.query(begin ? `BEGIN; ${select}` : select)) as unknown as pg.QueryResult<{ name: string; schema_hash: string | null }> | pg.QueryResult<{ name: string; schema_hash: string | null }>[];
    const built = new Map((Array.isArray(results) ? results[1]! : results).rows.map((row) => [row.name, row.schema_hash]));
    return readModels.filter((readModel) => built.get(readModel.name) === readModel.schemaHash);
  }

  async *readStream(stream: string, options: { fromVersion?: bigint; toVersion?: bigint } = {}): AsyncIterable<RecordedEvent> {
    let from = options.fromVersion ?? 1n;
    const to = options.toVersion ?? BigInt(Number.MAX_SAFE_INTEGER);
    for (;;) {
      const { rows } = await this.pool.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version >= $2 AND version <= $3 ORDER BY version LIMIT ${STREAM_PAGE}`,
        [stream, from.toString(), to.toString()],
      );
      for (const event of await this.codec.decode(rows.map(toRecordedEvent))) yield event;
      if (rows.length < STREAM_PAGE) return;
      from = BigInt(rows.at(-1)!.version) + 1n;
    }
  }

  async readAll({ after, limit }: { after?: Position; limit: number }): Promise<RecordedEvent[]> {
    const [transactionId, globalPosition] = after ? parsePosition(after) : START;
    // Only transactions older than every running one are read: a transaction that began earlier but
    // commits later than a reader's pass would otherwise be skipped for good.
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [transactionId.toString(), globalPosition.toString(), limit],
    );
    return this.codec.decode(rows.map(toRecordedEvent));
  }

  async readAllInSnapshot(db: Queryable, { after, limit }: { after?: Position; limit: number }): Promise<RecordedEvent[]> {
    const [transactionId, globalPosition] = after ? parsePosition(after) : START;
    const { rows } = await db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [transactionId.toString(), globalPosition.toString(), limit],
    );
    return this.codec.decode(rows.map(toRecordedEvent));
  }

  comparePositions(a: Position, b: Position): number {
    return comparePositionTuples(parsePosition(a), parsePosition(b));
  }

  async browse(filter: EventBrowseFilter, { cursor, limit }: { cursor?: string; limit: number }): Promise<EventBrowsePage> {
    if (cursor !== undefined && !/^\d{1,19}$/.test(cursor)) throw new DomainError('invalid', 'Il cursore di pagina non è valido: riparti dalla prima pagina.', { field: 'cursor' });
    const query = browseQuery(filter, cursor === undefined ? undefined : BigInt(cursor), limit + 1, EVENT_COLUMNS);
    const { rows } = await this.pool.query<EventRow>(query);
    const page = rows.slice(0, limit);
    return { events: await this.codec.decode(page.map(toRecordedEvent)), cursor: rows.length > limit ? page.at(-1)!.global_position : null };
  }

  async findEvent(eventId: string): Promise<RecordedEvent | undefined> {
    const { rows } = await this.pool.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE event_id = $1`, [eventId]);
    return rows[0] && (await this.codec.decode([toRecordedEvent(rows[0])]))[0];
  }

  async headPosition(): Promise<Position | undefined> {
    // The same visibility as readAll, walking its index backwards: the last event a reader can see.
    const { rows } = await this.pool.query<{ transaction_xid: string; global_position: string }>(
      `SELECT transaction_id::text AS transaction_xid, global_position FROM events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id DESC, global_position DESC
        LIMIT 1`,
    );
    return rows[0] && formatPosition(rows[0].transaction_xid, rows[0].global_position);
  }
  async committedHeadPosition(): Promise<Position | undefined> {
    const { rows } = await this.pool.query<{ transaction_xid: string; global_position: string }>(
      'SELECT transaction_id::text AS transaction_xid, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
    );
    return rows[0] && formatPosition(rows[0].transaction_xid, rows[0].global_position);
  }


  distance(from: Position | undefined, to: Position): number | undefined {
    const [, start] = from ? parsePosition(from) : START;
    const [, end] = parsePosition(to);
    const behind = from === undefined || this.comparePositions(from, to) < 0;
    // A transaction that committed late can sit after `from` with a lower global position: still one behind.
    return behind ? Math.max(1, Number(end - start)) : 0;
  }

  watch(onAppend: () => void): () => void {
    return this.notifier.watch(onAppend);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.notifier.close();
  }

  private async findEarlierAppend(stream: string, ids: string[]): Promise<AppendResult | undefined> {
    const { rows } = await this.pool.query<Pick<EventRow, 'stream_id' | 'version' | 'transaction_xid' | 'global_position'>>(
      'SELECT stream_id, version, transaction_id::text AS transaction_xid, global_position FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY version',
      [ids],
    );
    if (rows.length !== ids.length || rows.some((row) => row.stream_id !== stream)) return undefined;
    const last = rows.at(-1)!;
    return { nextVersion: BigInt(last.version), position: formatPosition(last.transaction_xid, last.global_position) };
  }
}

function idsOf(events: EventToAppend[]): string[] {
  if (events.length === 0) throw new Error('append needs at least one event');
  return events.map((event) => event.id ?? randomUUID());
}

const toEncode = (ids: string[], events: EventToAppend[]) => events.map((event, index) => ({ id: ids[index]!, type: event.type, data: event.data }));

function appendValues(stream: string, ids: string[], events: EventToAppend[], storedData: unknown[], metadata: unknown[], expectedVersion: ExpectedVersion): unknown[] {
  return [
    stream,
    expectedVersionParameter(expectedVersion),
    ids,
    events.map((event) => event.type),
    storedData.map((data) => JSON.stringify(data)),
    metadata.map((entry) => JSON.stringify(entry)),
  ];
}

/** What a refused append means to the caller: another version than expected, or an event id stored elsewhere. */
function refusal(error: unknown, stream: string, expectedVersion: ExpectedVersion): unknown {
  const code = (error as { code?: string }).code;
  if (code === '23505') return new Error(`append to ${stream}: an event id is already stored elsewhere`, { cause: error });
  if (code === 'RV409') return new WrongExpectedVersionError(stream, expectedVersion, BigInt((error as { detail?: string }).detail ?? '0'));
  return error;
}

function expectedVersionParameter(expected: ExpectedVersion): string {
  if (expected === 'any') return '-1';
  if (expected === 'no_stream') return '0';
  if (expected < 0n) throw new RangeError(`expected version must be 0 or more, got ${expected}`);
  return expected.toString();
}

function formatPosition(transactionId: string, globalPosition: string): Position {
  return `${transactionId}/${globalPosition}`;
}

function parsePosition(position: Position): [bigint, bigint] {
  const match = /^(\d+)\/(\d+)$/.exec(position);
  if (!match) throw new RangeError(`not a PostgreSQL event store position: ${position}`);
  return [BigInt(match[1]!), BigInt(match[2]!)];
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    stream: row.stream_id,
    type: row.type,
    version: BigInt(row.version),
    position: formatPosition(row.transaction_xid, row.global_position),
    data: row.data,
    metadata: row.metadata,
    createdAt: new Date(row.created_at_ms),
  };
}
