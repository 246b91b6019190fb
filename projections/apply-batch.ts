import type pg from 'pg';
import type { Position, RecordedEvent } from '../src/platform/event-store/index.js';
import type { Projection, Reactor } from './projection.js';

export class HandlerFailure extends Error {
  constructor(
    /** The failing event, when known; with a batch of more than one, the batch's first. */
    readonly event: RecordedEvent,
    /** How many events of the batch were handled before this one. */
    readonly index: number,
    override readonly cause: unknown,
    readonly batchSize = 1,
  ) {
    super(`${event.type} ${event.id}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'HandlerFailure';
  }

  /** Where the failed batch ended: the runner retries up to here one event at a time. */
  lastPosition?: Position;
}

/** Applies a batch inside the caller's transaction; a failure of a batch of one names its event. */
export async function applyBatch(projection: Projection, events: RecordedEvent[], db: pg.PoolClient): Promise<void> {
  try {
    await projection.apply(events, db);
  } catch (error) {
    throw new HandlerFailure(events[0]!, 0, error, events.length);
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
