import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../src/event-store/index.js';
import { useTestDatabase } from '../../support/database.js';
import { anEvent, eventStoreContract } from './contract.js';

const database = useTestDatabase();
let store: PostgresEventStore | undefined;
const theStore = () => (store ??= new PostgresEventStore(database().pool));
afterAll(() => store?.close());

describe('PostgreSQL event store: the port contract', () => {
  eventStoreContract({
    store: theStore,
    async appendHeldOpen(stream, event) {
      const client = await database().pool.connect();
      await client.query('BEGIN');
      await client.query("SELECT * FROM append_to_stream($1, -1, $2, $3, $4::jsonb[], $5::jsonb[])", [
        stream,
        [event.id],
        [event.type],
        [JSON.stringify(event.data)],
        [JSON.stringify(event.metadata)],
      ]);
      return {
        async commit() {
          await client.query('COMMIT');
          client.release();
        },
      };
    },
  });
});

describe('PostgreSQL event store: across processes', () => {
  it('when another store instance appends, then this one is woken by NOTIFY', async () => {
    const watcher = new PostgresEventStore(database().pool);
    const writer = new PostgresEventStore(database().pool);
    let woken = 0;
    watcher.watch(() => woken++);
    await expect.poll(() => woken, { timeout: 5_000 }).toBeGreaterThan(0); // first wake: listening
    const before = woken;

    await writer.append(`notify-${randomUUID()}`, [anEvent()], { expectedVersion: 'any' });

    await expect.poll(() => woken, { timeout: 5_000 }).toBeGreaterThan(before);
    await watcher.close();
    await writer.close();
  });

  it('when a retry reuses an event id stored in another stream, then it is refused', async () => {
    const event = anEvent();
    await theStore().append(`owner-${randomUUID()}`, [event], { expectedVersion: 'any' });

    await expect(theStore().append(`thief-${randomUUID()}`, [event], { expectedVersion: 'any' })).rejects.toThrow(/already stored/);
  });
});
