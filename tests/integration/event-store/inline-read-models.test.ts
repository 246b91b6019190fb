import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldIntoRows } from '../../../projections/fold-rows.js';
import { schemaHash, type Projection } from '../../../projections/projection.js';
import { PostgresEventStore, type RecordedEvent } from '../../../src/platform/event-store/index.js';
import { useTestDatabase } from '../../support/database.js';
import { anEvent } from './contract.js';

const database = useTestDatabase();
let store: PostgresEventStore;

/** A read model of how many "Counted" events each stream has, applied inline. */
const countsProjection = (options: { failOn?: string } = {}): Projection => ({
  kind: 'projection',
  name: 'stream_counts',
  tables: ['stream_counts'],
  schema: 'CREATE TABLE IF NOT EXISTS stream_counts (stream text PRIMARY KEY, counted integer NOT NULL, version bigint NOT NULL)',
  handles: (event) => event.type === 'Counted',
  inline: true,
  async apply(events: RecordedEvent[], db) {
    if (options.failOn && events.some((event) => (event.data as { label?: string }).label === options.failOn)) throw new Error('the read model cannot fold this event');
    await foldIntoRows(db, events, {
      table: 'stream_counts',
      key: 'stream',
      keyType: 'text',
      versionColumn: 'version',
      keyOf: (event) => (event.type === 'Counted' ? event.stream : undefined),
      fold: (row, event) => ({ stream: event.stream, counted: Number(row?.counted ?? 0) + 1 }),
    });
  },
});

const countsReadModel = (options: { failOn?: string } = {}) => {
  const projection = countsProjection(options);
  return { ...projection, schemaHash: schemaHash(projection) };
};

const countOf = async (stream: string) => (await database().pool.query('SELECT counted FROM stream_counts WHERE stream = $1', [stream])).rows[0]?.counted;

/** What the runner records once it has created the live tables with this schema. */
const recordBuiltSchema = (hash: string) =>
  database().pool.query(
    `INSERT INTO projection_checkpoints (name, kind, schema_hash) VALUES ('stream_counts', 'projection', $1)
     ON CONFLICT (name) DO UPDATE SET schema_hash = $1`,
    [hash],
  );

beforeAll(async () => {
  await database().pool.query(countsReadModel().schema);
  await recordBuiltSchema(countsReadModel().schemaHash);
  store = new PostgresEventStore(database().pool);
});
afterAll(() => store.close());

describe('PostgreSQL event store: read models applied in the append’s transaction', () => {
  it('when events a read model handles are appended, then its rows show them as soon as append returns', async () => {
    store.applyInline([countsReadModel()]);
    const stream = `inline-${randomUUID()}`;
    const appended = await store.append(stream, [anEvent('Counted'), anEvent('Other'), anEvent('Counted')], { expectedVersion: 'no_stream' });
    expect(await countOf(stream)).toBe(2);
    expect(appended.appliedInline).toEqual(['stream_counts']);
  });

  it('when the live tables await a rebuild (the checkpoint records another schema), then the event is stored and the read model is left to the runner', async () => {
    store.applyInline([countsReadModel()]);
    await recordBuiltSchema('an-older-schema');
    const stream = `inline-${randomUUID()}`;
    try {
      const appended = await store.append(stream, [anEvent('Counted')], { expectedVersion: 'no_stream' });
      expect(appended.appliedInline).toEqual([]);
      expect(appended.nextVersion).toBe(1n);
      expect(await countOf(stream)).toBeUndefined();
    } finally {
      await recordBuiltSchema(countsReadModel().schemaHash);
    }
  });

  it('when the read model fails on an event, then the append is refused and no event is stored', async () => {
    store.applyInline([countsReadModel({ failOn: 'poison' })]);
    const stream = `inline-${randomUUID()}`;
    await expect(store.append(stream, [anEvent('Counted', { label: 'poison' })], { expectedVersion: 'no_stream' })).rejects.toThrow('cannot fold');
    const stored = await database().pool.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [stream]);
    expect(stored.rows[0].n).toBe(0);
    expect(await countOf(stream)).toBeUndefined();
  });

  it('when the runner folds events the append already applied, then the rows stay as they are', async () => {
    const readModel = countsReadModel();
    store.applyInline([readModel]);
    const stream = `inline-${randomUUID()}`;
    await store.append(stream, [anEvent('Counted'), anEvent('Counted')], { expectedVersion: 'no_stream' });
    const history: RecordedEvent[] = [];
    for await (const event of store.readStream(stream)) history.push(event);
    const client = await database().pool.connect();
    try {
      await readModel.apply(history, client);
    } finally {
      client.release();
    }
    expect(await countOf(stream)).toBe(2);
  });

  it('when nothing the read models handle is appended, then the append is the plain one-statement append', async () => {
    store.applyInline([countsReadModel({ failOn: 'never' })]);
    const stream = `inline-${randomUUID()}`;
    const result = await store.append(stream, [anEvent('Other')], { expectedVersion: 'no_stream' });
    expect(result.nextVersion).toBe(1n);
    expect(await countOf(stream)).toBeUndefined();
  });
});
