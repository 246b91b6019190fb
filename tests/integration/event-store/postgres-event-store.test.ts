import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../src/platform/event-store/index.js';
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

  it('when transaction ids gain a digit, then readAll still follows their numeric order', async () => {
    const stream = `digits-${randomUUID()}`;
    const insert = (transactionId: string, version: number) =>
      database().pool.query(
        `INSERT INTO events (transaction_id, stream_id, version, event_id, type, data, metadata)
         VALUES ($1::xid8, $2, $3, $4, 'Old', '{}', '{}')`,
        [transactionId, stream, version, randomUUID()],
      );
    await insert('10', 2);
    await insert('9', 1);

    const read = await theStore().readAll({ limit: 10_000 });
    const mine = read.filter((event) => event.stream === stream);

    expect(mine.map((event) => event.version)).toEqual([1n, 2n]);
    expect(read.slice(0, 2).map((event) => event.stream)).toEqual([stream, stream]);
  });

  it('when a retry reuses an event id stored in another stream, then it is refused', async () => {
    const event = anEvent();
    await theStore().append(`owner-${randomUUID()}`, [event], { expectedVersion: 'any' });

    await expect(theStore().append(`thief-${randomUUID()}`, [event], { expectedVersion: 'any' })).rejects.toThrow(/already stored/);
  });
});
