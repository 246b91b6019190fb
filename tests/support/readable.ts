import { setTimeout as sleep } from 'node:timers/promises';
import type { PostgresEventStore } from '../../src/event-store/index.js';

/**
 * Waits until every event written so far can be read. An event becomes readable only once every
 * transaction of the cluster that began before its own has ended, so with other test files running
 * on the same server, a readAll right after an append can come a moment too early.
 */
export async function untilAllReadable(store: PostgresEventStore, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const written = await store.committedHeadPosition();
  while (written && (await store.headPosition()) !== written) {
    if (Date.now() > deadline) throw new Error(`events up to ${written} still unreadable after ${timeoutMs} ms`);
    await sleep(10);
  }
}
