import type { PostgresEventStore } from '../../src/platform/event-store/index.js';
import { waitFor } from './wait-for.js';

/**
 * Waits until every event written so far can be read. An event becomes readable only once every
 * transaction of the cluster that began before its own has ended, so with other test files running
 * on the same server, a readAll right after an append can come a moment too early.
 */
export async function untilAllReadable(store: PostgresEventStore, timeoutMs = 10_000): Promise<void> {
  const written = await store.committedHeadPosition();
  if (written) await waitFor(async () => (await store.headPosition()) === written, { what: `events up to ${written} to be readable`, timeoutMs, intervalMs: 10 });
}
