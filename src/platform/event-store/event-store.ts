/** The event store port of DESIGN.md; both adapters keep these semantics to the letter. */
import type { Queryable } from '../db/pool.js';
import type { WithinTransaction } from '../personal-data/subject-keys.js';

export type Actor = { kind: 'passenger' | 'operator' | 'system'; id: string };

export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId: string;
  /** The request's time (ISO 8601): deciders take time from here, never from the clock. */
  requestedAt: string;
  [key: string]: unknown;
}

export interface EventToAppend<Type extends string = string, Data = unknown> {
  /** Supplying the id makes a retried append a no-op. Generated when absent. */
  id?: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** Opaque, serialised; compare with `EventStore.comparePositions`. */
export type Position = string;

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  stream: string;
  type: Type;
  /** 1 for a stream's first event. */
  version: bigint;
  position: Position;
  data: Data;
  metadata: EventMetadata;
  createdAt: Date;
}

/** A stream's version is the version of its last event; 0n and 'no_stream' both mean "no events yet". */
export type ExpectedVersion = bigint | 'no_stream' | 'any';

export interface AppendResult {
  nextVersion: bigint;
  position: Position;
  /** The read models the store applied in the append's own transaction (PostgreSQL): they show it already. */
  appliedInline?: readonly string[];
}

/** What support staff filter the whole history by (every field optional; all given must match). */
export interface EventBrowseFilter {
  types?: readonly string[];
  stream?: string;
  /** On or after this time (the time the store recorded the event). */
  from?: Date;
  /** Before this time. */
  to?: Date;
  /** The actor's id in the metadata (an operator's id, a passenger's, a system component's). */
  actorId?: string;
  correlationId?: string;
}

export interface EventBrowsePage {
  /** Newest first. */
  events: RecordedEvent[];
  /** Hand back as `cursor` for the next (older) page; null when there is none. */
  cursor: string | null;
  /**
   * Set when the adapter stopped looking before filling the page (EventStoreDB filters on the client
   * and reads at most this many events per page): `cursor` goes on from where it stopped.
   */
  scanned?: number;
}

export interface EventStore {
  readonly kind: 'postgres' | 'esdb';
  append(stream: string, events: EventToAppend[], options: { expectedVersion: ExpectedVersion }): Promise<AppendResult>;
  readStream(stream: string, options?: { fromVersion?: bigint; toVersion?: bigint }): AsyncIterable<RecordedEvent>;
  /** Global order, never skipping a committed event; `after` excluded. */
  readAll(options: { after?: Position; limit: number }): Promise<RecordedEvent[]>;
  /**
   * PostgreSQL only: every event visible in the snapshot of a REPEATABLE READ transaction the caller
   * holds, in global order. Read models applied in the appends' own transactions match exactly these
   * events in that snapshot, so verify folds them.
   */
  readAllInSnapshot?(db: Queryable, options: { after?: Position; limit: number }): Promise<RecordedEvent[]>;
  comparePositions(a: Position, b: Position): number;
  /**
   * Every stream's events, newest first, filtered, a page at a time: keyset paging on the global order
   * with an opaque cursor, so a page costs the same on page 1 and page 10 000.
   */
  browse(filter: EventBrowseFilter, page: { cursor?: string; limit: number }): Promise<EventBrowsePage>;
  /** One event by its id, decoded as every read is; undefined when no such event is stored (or the adapter gave up looking). */
  findEvent(eventId: string): Promise<RecordedEvent | undefined>;
  /** The position of the last event readAll can return now; undefined while the store is empty. Reads no event's data. */
  headPosition(): Promise<Position | undefined>;
  /**
   * PostgreSQL only: the last committed event, even one readAll does not return yet (an older
   * transaction still running holds it back). A rebuild that has fenced off the inline appends of its
   * read model catches up to here before it swaps, so no inline write is left in the table it drops.
   */
  committedHeadPosition?(): Promise<Position | undefined>;
  /**
   * How far `to` is ahead of `from`, in the adapter's own unit, when it has one: PostgreSQL counts
   * global positions (an upper bound on the events between them, as rolled-back appends leave gaps);
   * EventStoreDB's positions are byte offsets in its log, so it answers undefined. `from` undefined
   * means the start of the store.
   */
  distance(from: Position | undefined, to: Position): number | undefined;
  /**
   * PostgreSQL only: runs `work` in one transaction on one connection, so its appends (with their
   * inline read models) and the caller's own statements on `tx.db` commit together or not at all.
   * A failed append aborts the whole transaction: it is not retried inside. See `inStoreTransaction`.
   */
  transaction?<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T>;
  /** Calls `onAppend` soon after any process appends; returns the unsubscribe function. */
  watch(onAppend: () => void): () => void;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A unit of work of appends and the caller's own statements; `afterCommit` runs once all of it is committed. */
export interface StoreTransaction extends WithinTransaction {
  append: EventStore['append'];
}

/**
 * Runs `work` with the store's appends and the caller's statements on `db` in one transaction where
 * the store shares PostgreSQL's (`EventStore.transaction`); elsewhere (EventStoreDB) in steps, each
 * committed on its own, so what the caller writes first must still be right when an append after it
 * fails (a retry finds it and completes the rest).
 */
export async function inStoreTransaction<T>(store: EventStore, db: Queryable, work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
  if (store.transaction) return store.transaction(work);
  const committed: (() => void | Promise<void>)[] = [];
  const result = await work({ db, append: (stream, events, options) => store.append(stream, events, options), afterCommit: (then) => committed.push(then) });
  for (const then of committed) await then();
  return result;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    readonly actual: bigint,
  ) {
    super(`stream ${stream}: expected version ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}

export function comparePositionTuples(a: readonly bigint[], b: readonly bigint[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0n;
    const y = b[i] ?? 0n;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
