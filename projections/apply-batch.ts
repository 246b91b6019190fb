import type pg from 'pg';
import type { RecordedEvent } from '../src/event-store/index.js';
import type { Projection, Reactor } from './projection.js';

export class HandlerFailure extends Error {
  constructor(
    readonly event: RecordedEvent,
    /** How many events of the batch were applied before this one. */
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super(`${event.type} ${event.id}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'HandlerFailure';
  }
}

/** Applies events in order inside the caller's transaction; the first failure names its event. */
export async function applyBatch(projection: Projection, events: RecordedEvent[], db: pg.PoolClient): Promise<void> {
  for (const [index, event] of events.entries()) {
    try {
      await projection.apply(event, db);
    } catch (error) {
      throw new HandlerFailure(event, index, error);
    }
  }
}

/** Runs the reactor on each event in order until one fails; says how many succeeded. */
export async function react(reactor: Reactor, events: RecordedEvent[]): Promise<{ reacted: number; failure?: HandlerFailure }> {
  for (const [index, event] of events.entries()) {
    try {
      await reactor.react(event);
    } catch (error) {
      return { reacted: index, failure: new HandlerFailure(event, index, error) };
    }
  }
  return { reacted: events.length };
}

export async function inTransaction<T>(db: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await db.query('BEGIN');
  try {
    const result = await work();
    await db.query('COMMIT');
    return result;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
