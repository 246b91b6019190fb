import type pg from 'pg';
import { claimsProjection } from '../../src/claims/read-models/claims.js';
import { EVENT_CATALOG } from '../../src/event-catalog.js';
import { BULK_BATCH_SIZE, rebuildProjection } from '../../projections/rebuild.js';
import { loadConfig } from '../../src/config.js';
import { PostgresEventStore } from '../../src/platform/event-store/index.js';
import { EVENTS_PER_CLAIM, loadClaimHistory } from './claim-history.js';
import { benchDatabase, SMOKE, suiteResult, timed, type Figure, type SuiteResult } from './support.js';
import { benchStore } from './bench-store.js';

/**
 * Histories to rebuild, in events, smallest first: the history grows from one to the next. The
 * 5,000,000 run takes about five minutes here; REBUILD_BENCH_SKIP_LARGE=1 leaves it out.
 */
const SIZES = (SMOKE ? '4000' : (process.env.REBUILD_BENCH_EVENTS ?? '1000000,5000000'))
  .split(',')
  .map(Number)
  .filter((events) => !(process.env.REBUILD_BENCH_SKIP_LARGE === '1' && events > 1_000_000))
  .sort((a, b) => a - b);
const TARGET_EVENTS_PER_SECOND = 80_000;
const TARGET_RATIO = 0.35;

/** Rebuilding `claims` from its history against writing its resulting rows with one INSERT … SELECT, with the rebuild's peak RSS. */
export async function rebuildBench(): Promise<SuiteResult> {
  const { pool, drop } = await benchDatabase(4);
  const store = benchStore(pool);
  const batchSize = Number(process.env.REBUILD_BATCH ?? loadConfig({}).PROJECTION_BATCH_SIZE);
  const figures: Figure[] = [];
  const notes: string[] = [];
  try {
    let loaded = 0;
    for (const events of SIZES) {
      const claims = Math.round(events / EVENTS_PER_CLAIM);
      const loadSeconds = await timed(() => loadClaimHistory(pool, claims, loaded + 1));
      loaded = claims;
      const { seconds, rssBeforeMiB, peakRssMiB, folded } = await measureRebuild(pool, store, batchSize);
      const { rows } = await pool.query<{ count: string }>('SELECT count(*) FROM claims WHERE admin_status <> $1 AND assigned_to IS NOT NULL', ['pending']);
      if (folded !== claims * EVENTS_PER_CLAIM || Number(rows[0]!.count) !== claims) throw new Error(`rebuild folded ${folded} events into ${rows[0]!.count} complete rows`);
      const baselineSeconds = await insertSelectSeconds(pool);

      const rate = folded / seconds;
      const baselineRate = folded / baselineSeconds;
      figures.push({
        name: `rebuild claims from ${folded.toLocaleString('en-US')} events (peak RSS ${peakRssMiB.toFixed(0)} MiB)`,
        value: rate,
        unit: 'events/s',
        baseline: { name: `INSERT … SELECT of the same ${claims.toLocaleString('en-US')} rows, same indexes`, value: baselineRate },
        ratio: rate / baselineRate,
        target: `>= ${TARGET_RATIO * 100} % of baseline and >= ${TARGET_EVENTS_PER_SECOND.toLocaleString('en-US')} events/s`,
        met: rate >= baselineRate * TARGET_RATIO && rate >= TARGET_EVENTS_PER_SECOND,
      });
      notes.push(
        `${folded.toLocaleString('en-US')} events: history loaded by SQL in ${loadSeconds.toFixed(1)} s; rebuild ${seconds.toFixed(1)} s, peak RSS of this process ${peakRssMiB.toFixed(0)} MiB (${rssBeforeMiB.toFixed(0)} MiB before it); baseline ${baselineSeconds.toFixed(1)} s`,
      );
    }
    notes.push(
      `${EVENTS_PER_CLAIM} events per claim; the rebuild reads them through the event-store port (readAll pages of ${BULK_BATCH_SIZE.toLocaleString('en-US')}), folds them with the projection's code, writes the rows by COPY into an unlogged scratch table, sets it logged, builds the secondary indexes and swaps it in`,
    );
    return suiteResult('rebuild', figures, notes);
  } finally {
    await store.close();
    await drop();
  }
}

async function measureRebuild(pool: pg.Pool, store: PostgresEventStore, batchSize: number) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  let folded = 0;
  try {
    const seconds = await timed(async () => {
      folded = (await rebuildProjection({ pool, store, batchSize }, claimsProjection(EVENT_CATALOG))).events;
    });
    return { seconds, folded, rssBeforeMiB: before / 2 ** 20, peakRssMiB: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

async function insertSelectSeconds(pool: pg.Pool): Promise<number> {
  await pool.query('DROP TABLE IF EXISTS baseline_claims');
  await pool.query('CREATE TABLE baseline_claims (LIKE claims INCLUDING ALL)');
  const seconds = await timed(() => pool.query('INSERT INTO baseline_claims SELECT * FROM claims'));
  await pool.query('DROP TABLE baseline_claims');
  return seconds;
}
