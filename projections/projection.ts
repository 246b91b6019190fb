import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { RecordedEvent } from '../src/platform/event-store/index.js';

/** Folds events into PostgreSQL read-model tables. */
export interface Projection {
  kind: 'projection';
  name: string;
  /**
   * The tables' DDL with unqualified names and IF NOT EXISTS: run in `public` for the live tables
   * and in a scratch schema for a rebuild. Changing it makes the runner rebuild on its next start.
   */
  schema: string;
  tables: readonly string[];
  /**
   * Applies a batch of events, in order, inside the batch's transaction; unqualified table names
   * resolve to the right schema. Events of other types are passed over.
   */
  apply(events: RecordedEvent[], db: pg.PoolClient): Promise<void>;
  /**
   * For read models no command waits on (counters, say): gather events this long between batches
   * instead of following every append, which spares the database many small transactions.
   */
  gatherMs?: number;
  /** The events `apply` can change anything for; when given, batches of other events cost no transaction. */
  handles?: (event: RecordedEvent) => boolean;
  /**
   * For the read models a caller reads right after its write: applied in the append's own transaction
   * where the event store can (PostgreSQL), so nobody waits for them. `apply` must then pass over
   * events it has already folded (foldIntoRows' versionColumn): the runner folds them again.
   */
  inline?: boolean;
}

/** Performs a side effect per event (enqueuing e-mail, say). Must be idempotent: delivery is at least once. */
export interface Reactor {
  kind: 'reactor';
  name: string;
  react(event: RecordedEvent): Promise<void>;
  /** The events `react` acts on; when given, batches of other events cost no transaction. */
  handles?: (event: RecordedEvent) => boolean;
}

export type EventHandler = Projection | Reactor;

export function schemaHash(projection: Projection): string {
  return createHash('sha256').update(projection.schema).digest('hex').slice(0, 16);
}
