import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '../../../src/platform/event-store/index.js';
import type { Projection, Reactor } from '../../../projections/projection.js';
import { anEvent } from '../event-store/contract.js';

/**
 * Counts every event it applies per stream. Deliberately not idempotent: an event applied twice
 * shows as a wrong count, one skipped shows as a missing one.
 */
export function streamTally(
  options: { name?: string; failOn?: string; extraColumn?: boolean; only?: string; /** Each batch holds its transaction this long. */ holdMs?: number } = {},
): Projection {
  const counts = (event: RecordedEvent) => !options.only || event.type === options.only;
  const extra = options.extraColumn ? ', last_type text' : '';
  return {
    kind: 'projection',
    name: options.name ?? 'stream_tally',
    schema: `CREATE TABLE IF NOT EXISTS stream_tally (stream text PRIMARY KEY, events integer NOT NULL, last_version bigint NOT NULL${extra})`,
    tables: ['stream_tally'],
    ...(options.only && { handles: counts }),
    async apply(events, db) {
      for (const event of events.filter(counts)) {
        if (event.type === options.failOn) throw new Error(`cannot fold ${event.type}`);
        await db.query(
          `INSERT INTO stream_tally (stream, events, last_version) VALUES ($1, 1, $2)
           ON CONFLICT (stream) DO UPDATE SET events = stream_tally.events + 1, last_version = $2`,
          [event.stream, event.version.toString()],
        );
      }
      if (options.holdMs) await db.query('SELECT pg_sleep($1)', [options.holdMs / 1000]);
    },
  };
}

/** A reactor whose side effect is recording the event id, failing while `available()` says no. */
export function recordingReactor(available: () => boolean = () => true): Reactor & { seen: string[] } {
  const seen: string[] = [];
  return {
    kind: 'reactor',
    name: 'recording_reactor',
    seen,
    async react(event: RecordedEvent) {
      if (!available()) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
      seen.push(event.id);
    },
  };
}

export async function appendMany(store: EventStore, count: number, options: { streams?: number; type?: string } = {}) {
  const streams = Array.from({ length: options.streams ?? 5 }, () => `tally-${randomUUID()}`);
  const appended: { stream: string; id: string; position: string }[] = [];
  for (let index = 0; index < count; index++) {
    const stream = streams[index % streams.length]!;
    const event = anEvent(options.type ?? 'Counted', { index });
    const { position } = await store.append(stream, [event], { expectedVersion: 'any' });
    appended.push({ stream, id: event.id, position });
  }
  return appended;
}
