import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { EventStore, Position, RecordedEvent } from '../src/platform/event-store/index.js';
import type { Logger } from '../src/platform/logger.js';
import { applyBatch, HandlerFailure, react } from './apply-batch.js';
import { inTransaction, withCheckpointTransaction, type BatchEnd, type CheckpointTransaction } from './batch-transaction.js';
import { ensureCheckpoint, LOCK_SQL, recordFailure } from './checkpoints.js';
import { PositionWaiter } from './position-waiter.js';
import { RecentPages } from './recent-pages.js';
import { schemaHash, type EventHandler, type Projection } from './projection.js';
import { rebuildProjection } from './rebuild.js';
import pLimit, { type LimitFunction } from 'p-limit';
import { isTransient } from '../src/platform/db/transient.js';

export type HandlerStatus = 'starting' | 'rebuilding' | 'running' | 'idle' | 'standby' | 'retrying' | 'failed' | 'stopped';

export interface HandlerState {
  name: string;
  kind: EventHandler['kind'];
  status: HandlerStatus;
  position: Position | null;
  failedEventId?: string;
  error?: string;
  /** After a failed batch: events go one at a time up to here, so the failing one is known exactly. */
  oneByOneUntil?: Position;
}

export interface RunnerOptions {
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  batchSize?: number;
  /** The longest wait between two looks at the store when no wake-up comes. */
  pollMs?: number;
}

type BatchOutcome = 'applied' | 'caught_up' | 'standby' | 'failed';
type BatchResult = { outcome: 'caught_up' } | { outcome: 'applied'; position?: Position; failure?: HandlerFailure };

/** A handler's checkpoint row as this runner last read or wrote it, and the events passed over since. */
interface CheckpointRow {
  position: Position | null;
  readAt: number;
  passedOver: number;
}

const FIRST_IDLE_MS = 5;
/**
 * How long a handler goes on from memory before it reads its checkpoint row again (under the lock):
 * the row may have been moved by someone else, and the events passed over still need recording.
 */
const CHECKPOINT_EVERY_MS = 250;
const MAX_RETRY_MS = 30_000;

/**
 * Runs projections and reactors: each reads the global order after its checkpoint, applies a batch
 * and moves its checkpoint in the same transaction, so a crash neither skips nor repeats an event.
 */
/** The append applied this read model to the event in its own transaction (PostgreSQL's inline read models). */
function appliedInline(event: RecordedEvent, name: string): boolean {
  const names = event.metadata.appliedInline;
  return Array.isArray(names) && names.includes(name);
}

function needsApplying(handler: EventHandler, event: RecordedEvent): boolean {
  if (handler.handles && !handler.handles(event)) return false;
  return !(handler.kind === 'projection' && handler.inline && appliedInline(event, handler.name));
}

export class ProjectionRunner {
  private readonly handlers = new Map<string, EventHandler>();
  private readonly states = new Map<string, HandlerState>();
  private readonly loops: Promise<void>[] = [];
  private readonly waiter: PositionWaiter;
  private readonly pages: RecentPages;
  private readonly batchSize: number;
  private readonly pollMs: number;
  /** Idle handlers, woken by an append or by stop(). */
  private readonly sleepers = new Set<() => void>();
  private readonly rows = new Map<string, CheckpointRow>();
  private stopping = new AbortController();
  private unwatch?: () => void;
  /**
   * A batch holds a pooled connection for its transaction and may need another (the page read, a
   * reactor's command): with a handler per connection all waking at once, each would hold one and
   * wait for another forever. At most half the pool is held by batches, so the rest always move.
   */
  private readonly batchSlots: LimitFunction;

  constructor(private readonly options: RunnerOptions) {
    this.batchSize = options.batchSize ?? 500;
    this.pollMs = options.pollMs ?? 1_000;
    this.batchSlots = pLimit(Math.max(1, Math.floor((options.pool.options.max ?? 10) / 2)));
    this.waiter = new PositionWaiter(options.store, options.pool);
    this.pages = new RecentPages(options.store);
  }

  register(...handlers: EventHandler[]): this {
    for (const handler of handlers) {
      if (this.handlers.has(handler.name)) throw new Error(`two handlers are named ${handler.name}`);
      this.handlers.set(handler.name, handler);
      this.states.set(handler.name, { name: handler.name, kind: handler.kind, status: 'starting', position: null });
    }
    return this;
  }

  start(): void {
    this.unwatch = this.options.store.watch(() => {
      this.pages.appended();
      this.wakeAll();
    });
    for (const handler of this.handlers.values()) this.loops.push(this.run(handler));
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    this.wakeAll();
    this.unwatch?.();
    await Promise.all(this.loops);
    for (const state of this.states.values()) if (state.status !== 'failed') this.setStatus(state, 'stopped');
  }

  /**
   * Starts a handler again that stopped at a failing event: its failure is cleared and it goes on from
   * its checkpoint, so the failing event is tried again. Answers why not when it cannot: the handler is
   * not this runner's, the runner does not run, or the handler has not stopped.
   */
  async retry(name: string): Promise<'retried' | 'not_here' | 'not_stopped'> {
    const handler = this.handlers.get(name);
    const state = this.states.get(name);
    if (!handler || !state || !this.unwatch || this.stopping.signal.aborted) return 'not_here';
    if (state.status !== 'failed') return 'not_stopped';
    await this.options.pool.query('UPDATE projection_checkpoints SET failed_event_id = NULL, failed_at = NULL, error = NULL WHERE name = $1', [name]);
    Object.assign(state, { failedEventId: undefined, error: undefined, oneByOneUntil: undefined });
    this.setStatus(state, 'starting');
    this.loops.push(this.run(handler));
    return 'retried';
  }

  /** Whether this runner runs the handler now (registered, and the runner started). */
  runs(name: string): boolean {
    return this.handlers.has(name) && this.unwatch !== undefined && !this.stopping.signal.aborted;
  }

  state(): HandlerState[] {
    return [...this.states.values()].map((state) => ({ ...state }));
  }

  /** Resolves true once every named projection has applied `position`, false after `timeoutMs`. */
  waitFor(names: readonly string[], position: Position, timeoutMs: number): Promise<boolean> {
    return this.waiter.waitFor(names, position, timeoutMs);
  }

  private async run(handler: EventHandler): Promise<void> {
    const state = this.states.get(handler.name)!;
    let idleMs = FIRST_IDLE_MS;
    let retryMs = 100;
    let prepared = false;
    while (!this.stopping.signal.aborted) {
      try {
        if (!prepared) {
          if (handler.kind === 'projection') await this.prepare(handler, state);
          else await ensureCheckpoint(this.options.pool, handler);
          prepared = true;
        }
        const outcome = await this.runBatch(handler, state);
        retryMs = 100;
        if (outcome === 'failed') return;
        if (outcome === 'applied') {
          idleMs = FIRST_IDLE_MS;
          if (handler.kind === 'projection' && handler.gatherMs) await sleep(handler.gatherMs, undefined, { signal: this.stopping.signal }).catch(() => {});
          continue;
        }
        const woken = await this.idle(outcome === 'standby' ? this.pollMs : idleMs);
        // Woken by an append, look again soon: its events are not readable while an older transaction still runs.
        idleMs = woken ? FIRST_IDLE_MS : Math.min(idleMs * 2, this.pollMs);
      } catch (error) {
        this.setStatus(state, 'retrying');
        state.error = error instanceof Error ? error.message : String(error);
        if (error instanceof HandlerFailure) state.failedEventId = error.event.id;
        this.options.logger.warn({ handler: handler.name, err: error }, 'handler will retry');
        await sleep(retryMs, undefined, { signal: this.stopping.signal }).catch(() => {});
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    }
  }

  /** Creates the live tables, or rebuilds them when the projection's schema changed since they were built. */
  private async prepare(projection: Projection, state: HandlerState): Promise<void> {
    const checkpoint = await ensureCheckpoint(this.options.pool, projection);
    const hash = schemaHash(projection);
    if (checkpoint.schema_hash && checkpoint.schema_hash !== hash) {
      this.setStatus(state, 'rebuilding');
      this.options.logger.info({ projection: projection.name }, 'schema changed: rebuilding');
      await rebuildProjection({ ...this.options, batchSize: this.batchSize }, projection);
    } else {
      await this.createTables(projection, hash);
    }
    this.setStatus(state, 'running');
  }

  /** Under the projection's lock: two processes creating the same table at once collide in PostgreSQL's catalog. */
  private async createTables(projection: Projection, hash: string): Promise<void> {
    const client = await this.options.pool.connect();
    try {
      await inTransaction(client, async () => {
        await client.query(LOCK_SQL, [projection.name]);
        await client.query(projection.schema);
        await client.query('UPDATE projection_checkpoints SET schema_hash = $2 WHERE name = $1', [projection.name, hash]);
      });
    } finally {
      client.release();
    }
  }

  private async runBatch(handler: EventHandler, state: HandlerState): Promise<BatchOutcome> {
    const passed = await this.passOver(handler, state);
    if (passed === 'caught_up') this.setStatus(state, 'idle');
    if (passed) return passed;
    let batch: CheckpointTransaction<BatchResult>;
    try {
      batch = await this.batchSlots(() => withCheckpointTransaction(this.options.pool, handler.name, (checkpoint, db) => this.batch(handler, state, checkpoint, db)));
    } catch (error) {
      return this.afterFailedBatch(handler, state, error);
    }
    if (!batch.locked) {
      this.setStatus(state, 'standby');
      return 'standby';
    }
    if (batch.moveTo) this.rows.get(handler.name)!.position = batch.moveTo.position;
    const result = batch.value;
    if (result.outcome === 'caught_up') {
      this.setStatus(state, 'idle');
      return 'caught_up';
    }
    if (result.position) this.advanced(state, result.position);
    // A reactor keeps the checkpoint of what it did, then retries from the event that failed.
    if (result.failure) throw result.failure;
    return 'applied';
  }

  /**
   * A projection's batch that failed was rolled back whole: it goes again one event at a time, and
   * when a batch of one fails the projection stops there. Anything else is retried by `run`.
   */
  private async afterFailedBatch(handler: EventHandler, state: HandlerState, error: unknown): Promise<BatchOutcome> {
    if (!(error instanceof HandlerFailure) || handler.kind !== 'projection' || isTransient(error.cause)) throw error;
    if (error.batchSize > 1) {
      state.oneByOneUntil = error.lastPosition;
      return 'applied';
    }
    await this.stopAt(handler, state, error);
    return 'failed';
  }

  /**
   * Most wake-ups find most handlers with nothing to do: nothing visible after the position this
   * runner last reached, or only events the handler ignores. Both are settled without a transaction;
   * passed-over events move the position in memory, and the next batch records them in the row.
   */
  private async passOver(handler: EventHandler, state: HandlerState): Promise<'caught_up' | 'applied' | undefined> {
    const row = this.rows.get(handler.name);
    if (!row || !state.position || state.oneByOneUntil || state.status === 'standby') return undefined;
    if (Date.now() - row.readAt >= CHECKPOINT_EVERY_MS) return undefined;
    const events = await this.pages.readAll(state.position, this.batchSize);
    if (events.length === 0) return 'caught_up';
    if (!handler.handles || events.some((event) => needsApplying(handler, event))) return undefined;
    row.passedOver += events.length;
    this.advanced(state, events.at(-1)!.position);
    return 'applied';
  }

  /** Inside the batch's transaction, after the checkpoint was read under the lock: what to apply, and where the checkpoint goes. */
  private async batch(handler: EventHandler, state: HandlerState, checkpoint: Position | null, db: pg.PoolClient): Promise<BatchEnd<BatchResult>> {
    // Events passed over since this runner last wrote the row need nothing: start after them, unless
    // someone else has moved the row since.
    const known = this.rows.get(handler.name);
    const passedOver = known && known.passedOver > 0 && known.position === checkpoint ? known.passedOver : 0;
    const start = passedOver ? state.position : checkpoint;
    this.rows.set(handler.name, { position: checkpoint, readAt: Date.now(), passedOver: 0 });
    state.position = start;
    // Another process may have moved it: whoever waits here learns the position even when there is nothing to apply.
    if (start) this.waiter.advanced(handler.name, start);
    const oneByOne = state.oneByOneUntil && (!start || this.options.store.comparePositions(start, state.oneByOneUntil) < 0);
    if (!oneByOne) state.oneByOneUntil = undefined;
    const events = await this.pages.readAll(start ?? undefined, oneByOne ? 1 : this.batchSize);
    if (events.length === 0) {
      return { value: { outcome: 'caught_up' }, moveTo: passedOver ? { position: start!, events: passedOver } : undefined };
    }

    if (handler.kind === 'projection') {
      const pending = handler.inline ? events.filter((event) => !appliedInline(event, handler.name)) : events;
      if (pending.length > 0) await applyBatch(handler, pending, db).catch((error: unknown) => {
        if (error instanceof HandlerFailure) error.lastPosition = events.at(-1)!.position;
        throw error;
      });
      const position = events.at(-1)!.position;
      return { value: { outcome: 'applied', position }, moveTo: { position, events: passedOver + events.length } };
    }
    // A reactor's side effects cannot be rolled back: keep the checkpoint of what was done, then retry the rest.
    const { reacted, failure } = await react(handler, events);
    if (reacted === 0) return { value: { outcome: 'applied', failure } };
    const position = events[reacted - 1]!.position;
    return { value: { outcome: 'applied', position, failure }, moveTo: { position, events: passedOver + reacted } };
  }

  /** The projection stops at the failing event: what came before it is kept, nothing after it is applied. */
  private async stopAt(projection: EventHandler, state: HandlerState, failure: HandlerFailure): Promise<void> {
    await recordFailure(this.options.pool, projection.name, failure.event.id, failure.cause);
    Object.assign(state, { failedEventId: failure.event.id, error: failure.message, oneByOneUntil: undefined });
    this.setStatus(state, 'failed');
    this.options.logger.error({ projection: projection.name, eventId: failure.event.id, err: failure.cause }, 'projection stopped at a failing event');
  }

  private advanced(state: HandlerState, position: Position): void {
    Object.assign(state, { position, error: undefined, failedEventId: undefined });
    this.setStatus(state, 'running');
    this.waiter.advanced(state.name, position);
  }

  private setStatus(state: HandlerState, status: HandlerStatus): void {
    state.status = status;
    this.waiter.setLocallyActive(state.name, status === 'running' || status === 'idle');
  }

  // A plain timer and callback rather than an aborted signal: appends wake every handler, often.
  /** Resolves true when an append (or stop) ended the wait, false when the time ran out. */
  private idle(ms: number): Promise<boolean> {
    if (this.stopping.signal.aborted) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (woken: boolean) => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve(woken);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      this.sleepers.add(wake);
    });
  }

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }
}
