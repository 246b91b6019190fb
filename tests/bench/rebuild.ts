import { claimsProjection } from '../../src/claims/read-models/claims.js';
import { BULK_BATCH_SIZE, rebuildProjection } from '../../projections/rebuild.js';
import { loadConfig } from '../../src/config.js';
import { PostgresEventStore } from '../../src/event-store/index.js';
import { EVENTS_PER_CLAIM, loadClaimHistory } from './claim-history.js';
import { benchDatabase, suiteResult, timed, type SuiteResult } from './support.js';

const CLAIMS = Number(process.env.REBUILD_BENCH_CLAIMS ?? 250_000);
const EVENTS = CLAIMS * EVENTS_PER_CLAIM;
/** Rebuilding `claims` from a million events against writing its resulting rows with one INSERT … SELECT. */
export async function rebuildBench(): Promise<SuiteResult> {
  const { pool, drop } = await benchDatabase(4);
  const store = new PostgresEventStore(pool);
  try {
    const loadSeconds = await timed(() => loadClaimHistory(pool, CLAIMS));
    const batchSize = Number(process.env.REBUILD_BATCH ?? loadConfig({}).PROJECTION_BATCH_SIZE);
    let folded = 0;
    const rebuildSeconds = await timed(async () => {
      folded = (await rebuildProjection({ pool, store, batchSize }, claimsProjection)).events;
    });
    const { rows } = await pool.query<{ count: string }>('SELECT count(*) FROM claims WHERE admin_status <> $1 AND assigned_to IS NOT NULL', ['pending']);
    if (folded !== EVENTS || Number(rows[0]!.count) !== CLAIMS) throw new Error(`rebuild folded ${folded} events into ${rows[0]!.count} complete rows`);

    await pool.query('CREATE TABLE baseline_claims (LIKE claims INCLUDING ALL)');
    const baselineSeconds = await timed(() => pool.query('INSERT INTO baseline_claims SELECT * FROM claims'));
    const rate = EVENTS / rebuildSeconds;
    const baselineRate = EVENTS / baselineSeconds;
    return suiteResult(
      'rebuild',
      [
        {
          name: `rebuild claims from ${EVENTS.toLocaleString('en-US')} events (bulk batches of ${Math.max(batchSize, BULK_BATCH_SIZE).toLocaleString('en-US')})`,
          value: rate,
          unit: 'events/s',
          baseline: { name: `INSERT … SELECT of the same ${CLAIMS.toLocaleString('en-US')} rows, same indexes`, value: baselineRate },
          ratio: rate / baselineRate,
          target: '>= 25 % of baseline and >= 20,000 events/s',
          met: rate >= baselineRate * 0.25 && rate >= 20_000,
        },
      ],
      [
        `${CLAIMS.toLocaleString('en-US')} claims of ${EVENTS_PER_CLAIM} events each, loaded by SQL in ${loadSeconds.toFixed(1)} s; the rebuild reads them through the event-store port, folds them with the projection's code into a scratch schema and swaps it in`,
        `rebuild ${rebuildSeconds.toFixed(1)} s, baseline ${baselineSeconds.toFixed(1)} s`,
      ],
    );
  } finally {
    await store.close();
    await drop();
  }
}
