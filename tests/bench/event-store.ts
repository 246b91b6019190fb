import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PostgresEventStore, type EventToAppend } from '../../src/platform/event-store/index.js';
import { benchDatabase, median, READ_ALL_BATCH, readAllRate, SMOKE, suiteResult, timed, type SuiteResult } from './support.js';
import { benchStore } from './bench-store.js';

const WRITERS = 16;
const APPENDS_PER_WRITER = SMOKE ? 20 : 400;
const STREAMS_PER_WRITER = 20;
const ROUNDS = SMOKE ? 1 : 3;
const READ_ALL_EVENTS = SMOKE ? 2_000 : 200_000;

const metadata = () => ({
  actor: { kind: 'passenger' as const, id: 'bench' },
  correlationId: randomUUID(),
  causationId: randomUUID(),
  requestedAt: new Date().toISOString(),
});
const claimData = (index: number) => ({ flightNumber: `AZ${1000 + (index % 9000)}`, passengerName: 'Maria Rossi', amount: 600 });

/** 16 writers, each appending single events to its own streams with the real expected version. */
async function appendRound(store: PostgresEventStore): Promise<number> {
  const seconds = await timed(() =>
    Promise.all(
      Array.from({ length: WRITERS }, async () => {
        const streams = Array.from({ length: STREAMS_PER_WRITER }, () => ({ id: `claim-${randomUUID()}`, version: 0n }));
        for (let index = 0; index < APPENDS_PER_WRITER; index++) {
          const stream = streams[index % STREAMS_PER_WRITER]!;
          const event: EventToAppend = { type: 'ClaimDetailsEdited', data: claimData(index), metadata: metadata() };
          stream.version = (await store.append(stream.id, [event], { expectedVersion: stream.version })).nextVersion;
        }
      }),
    ),
  );
  return (WRITERS * APPENDS_PER_WRITER) / seconds;
}

/** The same rows by plain single-row INSERTs from 16 clients into an unindexed table, through the same pool. */
async function baselineRound(pool: pg.Pool): Promise<number> {
  const seconds = await timed(() =>
    Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        for (let index = 0; index < APPENDS_PER_WRITER; index++) {
          await pool.query('INSERT INTO bench_baseline (stream_id, version, type, data, metadata) VALUES ($1, $2, $3, $4, $5)', [
            `claim-${writer}-${index % STREAMS_PER_WRITER}`,
            index,
            'ClaimDetailsEdited',
            JSON.stringify(claimData(index)),
            JSON.stringify(metadata()),
          ]);
        }
      }),
    ),
  );
  return (WRITERS * APPENDS_PER_WRITER) / seconds;
}

async function fillTo(store: PostgresEventStore, pool: pg.Pool, total: number): Promise<void> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
  let missing = total - Number(rows[0]!.n);
  while (missing > 0) {
    const size = Math.min(100, missing);
    const events = Array.from({ length: size }, (_, index) => ({ type: 'ClaimSubmitted', data: claimData(index), metadata: metadata() }));
    await store.append(`claim-${randomUUID()}`, events, { expectedVersion: 'no_stream' });
    missing -= size;
  }
}


export async function eventStoreBench(): Promise<SuiteResult> {
  const { pool, drop } = await benchDatabase(WRITERS + 4);
  const store = benchStore(pool);
  try {
    await pool.query('CREATE TABLE bench_baseline (stream_id text, version bigint, type text, data jsonb, metadata jsonb)');
    await baselineRound(pool); // warm-up: connections, plans, caches
    await appendRound(store);
    const appends: number[] = [];
    const baseline: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await baselineRound(pool));
      appends.push(await appendRound(store));
    }
    await fillTo(store, pool, READ_ALL_EVENTS);
    await readAllRate(store); // warm-up
    const reads = [await readAllRate(store), await readAllRate(store), await readAllRate(store)];
    const appendRate = median(appends);
    const baselineRate = median(baseline);
    const readRate = median(reads.map((read) => read.rate));
    return suiteResult(
      'event-store',
      [
        {
          name: `append, ${WRITERS} concurrent writers, single events`,
          value: appendRate,
          unit: 'events/s',
          baseline: { name: 'single-row INSERTs, unindexed table', value: baselineRate },
          ratio: appendRate / baselineRate,
          target: '>= 50 % of baseline',
          met: appendRate / baselineRate >= 0.5,
        },
        {
          name: `readAll over ${reads[0]!.events.toLocaleString('en-US')} events, batches of ${READ_ALL_BATCH}`,
          value: readRate,
          unit: 'events/s',
          target: '>= 100,000 events/s',
          met: readRate >= 100_000,
        },
      ],
      [`medians of ${ROUNDS} alternating rounds of ${WRITERS * APPENDS_PER_WRITER} rows each; synchronous_commit as configured on the server`],
    );
  } finally {
    await store.close();
    await drop();
  }
}
