import { describe, expect, it } from 'vitest';
import { RecentPages } from '../../../projections/recent-pages.js';
import { PostgresEventStore, type EventStore } from '../../../src/platform/event-store/index.js';
import { useTestDatabase } from '../../support/database.js';
import { anEvent } from '../event-store/contract.js';

const database = useTestDatabase();

/** The real store, counting its reads and their answers; each answer is held back until `release`. */
function heldStore(store: EventStore) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  let answered = 0;
  const held: EventStore = Object.assign(Object.create(store) as EventStore, {
    async readAll(options: Parameters<EventStore['readAll']>[0]) {
      reads++;
      const events = await store.readAll(options);
      answered++;
      await released;
      return events;
    },
  });
  return { held, release, reads: () => reads, answered: () => answered };
}

describe('shared reads of the global order', () => {
  it('when handlers ask the same while a read is under way, then they share it; after an append is announced, they get a read of their own that sees it', async () => {
    const store = new PostgresEventStore(database().pool);
    const first = await store.append(`pages-${Date.now()}`, [anEvent('Counted')], { expectedVersion: 'any' });
    const { held, release, reads, answered } = heldStore(store);
    const pages = new RecentPages(held);

    const underway = pages.readAll(first.position, 10);
    const joined = pages.readAll(first.position, 10);
    await expect.poll(answered).toBe(1);
    expect(reads()).toBe(1);

    const appended = anEvent('Counted');
    await store.append(`pages-${Date.now()}`, [appended], { expectedVersion: 'any' });
    pages.appended();
    const fresh = pages.readAll(first.position, 10);
    release();

    expect(await underway).toEqual([]);
    expect(await joined).toEqual([]);
    expect((await fresh).map((event) => event.id)).toEqual([appended.id]);
    expect(reads()).toBe(2);
    await store.close();
  });
});
