import autocannon from 'autocannon';
import type pg from 'pg';
import { createOperator } from '../../src/operators/index.js';
import { limitsAt } from '../support/limits.js';
import { claimListFigures, OPERATOR, operatorCookie } from './admin.js';
import { EVENTS_PER_CLAIM, loadClaimHistory } from './claim-history.js';
import { MiB, peakRss, rssOf } from './memory.js';
import { rebuildReadModels, startProcess, type BenchProcess } from './processes.js';
import { benchDatabase, latencies, median, percentile, READ_ALL_BATCH, readAllRate, SMOKE, suiteResult, timed, type Figure, type SuiteResult } from './support.js';
import { benchStore } from './bench-store.js';

const size = (name: string, fallback: number, smoke: number) => (SMOKE ? smoke : Number(process.env[name] ?? fallback));
const READ_ALL_SMALL = size('GROWTH_READ_ALL_SMALL_EVENTS', 200_000, 400);
const LIST_SMALL = size('GROWTH_LIST_SMALL_CLAIMS', 100_000, 200);
const LIST_LARGE = size('GROWTH_LIST_LARGE_CLAIMS', 1_000_000, 400);
const READ_ALL_LARGE = size('GROWTH_READ_ALL_LARGE_EVENTS', 5_000_000, 2_000);
const STATUS_RATE = 1_000;
const STATUS_SECONDS = SMOKE ? 1 : 10;
const STATUS_WARM_UP_SECONDS = SMOKE ? 1 : 3;
const STATUS_BASELINE = SMOKE ? { count: 20, warmUp: 2 } : { count: 2_000, warmUp: 200 };
const RSS_LIMIT = 300 * MiB;
/** Practice numbers have six digits; loaded claims above this id get seven and cannot be looked up. */
const LAST_LOOKUP_ID = 899_999;

const count = (n: number) => n.toLocaleString('en-US');
const mib = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;


/** Loads claims up to `claims` (from `loaded` + 1) and, when `rebuild`, folds them into every read model the product has. */
async function growTo(pool: pg.Pool, url: string, loaded: number, claims: number, rebuild: boolean): Promise<{ loadSeconds: number; rebuildSeconds: number }> {
  const loadSeconds = await timed(() => loadClaimHistory(pool, claims, loaded + 1));
  const rebuildSeconds = rebuild
    ? await timed(async () => {
        await rebuildReadModels(url);
        await pool.query('VACUUM ANALYZE');
      })
    : 0;
  return { loadSeconds, rebuildSeconds };
}

/** Status lookups of random claims at a fixed rate; the product's p99 against the same statement on the database, sequentially. */
async function statusLookup(server: BenchProcess, pool: pg.Pool, claims: number): Promise<{ figure: Figure; achieved: number; failures: number }> {
  const lookable = Math.min(claims, LAST_LOOKUP_ID);
  const randomClaim = () => 1 + Math.floor(Math.random() * lookable);
  const query = (id: number) => ({ practiceNumber: String(100_000 + id).padStart(6, '0'), email: `passeggero${id}@example.it` });
  const requests = [
    {
      setupRequest: (request: autocannon.Request) => {
        const { practiceNumber, email } = query(randomClaim());
        return { ...request, path: `/api/practice-status?email=${encodeURIComponent(email)}&practiceNumber=${practiceNumber}` };
      },
    },
  ];
  const options = { url: server.url, connections: 20, overallRate: STATUS_RATE, requests };
  await autocannon({ ...options, duration: STATUS_WARM_UP_SECONDS });
  const run = await autocannon({ ...options, duration: STATUS_SECONDS });
  const baseline = await latencies(() => {
    const { practiceNumber, email } = query(randomClaim());
    return pool.query('SELECT * FROM claim_status WHERE practice_number = $1 AND email_normalised = $2', [practiceNumber, email]);
  }, STATUS_BASELINE);
  const baselineP99 = percentile(baseline, 99);
  return {
    achieved: run.requests.average,
    failures: run.non2xx + run.errors + run.timeouts,
    figure: {
      name: `GET /api/practice-status p99 at ${STATUS_RATE} req/s, random claims of ${count(claims)}`,
      value: run.latency.p99,
      unit: 'ms',
      baseline: { name: 'the same SELECT on claim_status straight on the database, sequential', value: baselineP99 },
      ratio: run.latency.p99 / baselineP99,
      target: '< 10 ms',
      met: run.latency.p99 < 10,
    },
  };
}

/**
 * The product as its data grows: the admin list at 100,000 and 1,000,000 claims against the same
 * statements on the database, the status lookup at 1,000,000 claims, readAll over 200,000 and
 * 5,000,000 events, and the api process's memory at idle and under load. Claims are loaded by SQL
 * in steps and folded into every read model by the product's rebuild, so each step's server sees
 * read models at the head.
 */
export async function growthBench(): Promise<SuiteResult> {
  const { pool, url, drop } = await benchDatabase(4);
  const store = benchStore(pool);
  const figures: Figure[] = [];
  const notes: string[] = [];
  const env = { DATABASE_URL: url, NODE_ENV: 'development', ...limitsAt(1_000_000_000) };
  let server: BenchProcess | undefined;
  try {
    await createOperator(pool, { ...OPERATOR, role: 'operator' });
    let loaded = 0;
    const smallClaims = Math.ceil(READ_ALL_SMALL / EVENTS_PER_CLAIM);
    const step1 = await growTo(pool, url, loaded, smallClaims, false);
    loaded = smallClaims;
    await readAllRate(store); // warm-up
    const smallReads = [await readAllRate(store), await readAllRate(store), await readAllRate(store)];
    const small = median(smallReads.map((read) => read.rate));
    notes.push(`${count(loaded * EVENTS_PER_CLAIM)} events loaded by SQL in ${step1.loadSeconds.toFixed(1)} s; readAll median of 3 passes after a warm-up pass`);

    for (const claims of [LIST_SMALL, LIST_LARGE]) {
      const step = await growTo(pool, url, loaded, claims, true);
      loaded = claims;
      notes.push(`grown to ${count(claims)} claims (${count(claims * EVENTS_PER_CLAIM)} events): loaded by SQL in ${step.loadSeconds.toFixed(1)} s, every read model rebuilt in ${step.rebuildSeconds.toFixed(1)} s`);
      server = await startProcess('src/main.ts', ['api'], env, '/api/health');
      const cookie = await operatorCookie(server.url);
      if (claims !== LIST_LARGE) {
        figures.push(...(await claimListFigures(server.url, cookie, pool, ` at ${count(claims)} claims`)));
      } else {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const idle = await rssOf(server.pid);
        const underLoad = await peakRss(server.pid, async () => {
          const lists = await claimListFigures(server!.url, cookie, pool, ` at ${count(claims)} claims`);
          const status = await statusLookup(server!, pool, claims);
          return { lists, status };
        });
        figures.push(...underLoad.result.lists, underLoad.result.status.figure);
        figures.push(
          { name: `api process RSS at idle, ${count(claims)} claims`, value: mib(idle), unit: 'MiB', target: '< 300 MiB', met: idle < RSS_LIMIT },
          { name: `api process peak RSS under the list and status-lookup load, ${count(claims)} claims`, value: mib(underLoad.peak), unit: 'MiB', target: '< 300 MiB', met: underLoad.peak < RSS_LIMIT },
        );
        notes.push(
          `status lookups achieved ${Math.round(underLoad.result.status.achieved)} req/s over ${STATUS_SECONDS} s (20 connections, each request a random claim among the first ${count(Math.min(claims, LAST_LOOKUP_ID))}); non-2xx, errors and timeouts: ${underLoad.result.status.failures}`,
        );
      }
      await server.stop();
      server = undefined;
    }

    const largeClaims = Math.ceil(READ_ALL_LARGE / EVENTS_PER_CLAIM);
    const last = await growTo(pool, url, loaded, Math.max(largeClaims, loaded), false);
    const large = await readAllRate(store);
    notes.push(`grown to ${count(large.events)} events for readAll in ${last.loadSeconds.toFixed(1)} s; one pass over the whole log`);
    figures.push({
      name: `readAll over ${count(large.events)} events, batches of ${READ_ALL_BATCH}`,
      value: large.rate,
      unit: 'events/s',
      baseline: { name: `readAll over ${count(smallClaims * EVENTS_PER_CLAIM)} events, same batches`, value: small },
      ratio: large.rate / small,
      target: 'flat: >= 80 % of baseline',
      met: large.rate >= small * 0.8,
    });
    notes.push('the admin lists are sequential requests over loopback with the operator session after 30 warm-up requests; the baseline runs listClaims\' statements through pg in the bench process');
    return suiteResult('growth', figures, notes);
  } finally {
    await server?.stop();
    await store.close();
    await drop();
  }
}
