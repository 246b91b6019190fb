import type autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import pg from 'pg';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../src/contracts/legal-texts.js';
import type { EventStore, Position } from '../../src/platform/event-store/index.js';
import { printTable } from '../../projections/command.js';
import { OUTBOUND_QUEUE } from '../../src/communications/outbound/outbound-job.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { MODULE_MIGRATIONS } from '../../src/modules.js';
import { createPool } from '../../src/platform/db/pool.js';
import { createLogger } from '../../src/platform/logger.js';
import { databaseUrl, resolvePostgres } from '../../src/platform/services/postgres.js';
import { resolveRedis } from '../../src/platform/services/redis.js';
import { BENCH_APPLICATION_NAME } from './cpu-time.js';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number };
  /** value / baseline.value */
  ratio?: number;
  target: string;
  met: boolean;
}

export interface SuiteResult {
  suite: string;
  date: string;
  /** yardstickMs: see `yardstick`, taken before the suite started; absent from results written before it existed. */
  machine: { cores: number; memoryGiB: number; node: string; yardstickMs?: number };
  notes: string[];
  figures: Figure[];
}

/** A fresh, migrated database on the PostgreSQL the product would use; dropped by `drop`. */
export async function benchDatabase(poolSize: number): Promise<{ pool: pg.Pool; url: string; drop: () => Promise<void> }> {
  const server = await resolvePostgres({ databaseUrl: process.env.DATABASE_URL, dataDir: 'var/bench', logger: createLogger('warn') });
  const name = `rv_bench_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: databaseUrl(server.serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // BENCH_LOG_STATEMENTS=1: PostgreSQL logs every statement of this database with its duration (see statement-summary.ts).
  if (process.env.BENCH_LOG_STATEMENTS) await admin.query(`ALTER DATABASE ${name} SET log_min_duration_statement = 0`);
  const url = databaseUrl(server.serverUrl, name);
  const pool = createPool(url, { max: poolSize, applicationName: BENCH_APPLICATION_NAME });
  await migrate(pool, MODULE_MIGRATIONS);
  return {
    pool,
    url,
    async drop() {
      await pool.end();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
      await server.stop();
    },
  };
}

/**
 * Redis with a queue prefix of this run's own, so that no job left by an earlier run (its database
 * long dropped) competes with the product under measurement; `drop` removes the run's queue.
 */
export async function benchQueue(): Promise<{ url: string; prefix: string; drop: () => Promise<void> }> {
  const redis = await resolveRedis({ redisUrl: process.env.REDIS_URL, dataDir: 'var/bench', logger: createLogger('warn') });
  if (!redis) throw new Error('this benchmark needs Redis: set REDIS_URL or install redis-server');
  const prefix = `bench-${randomUUID().slice(0, 8)}`;
  return {
    url: redis.url,
    prefix,
    async drop() {
      const queue = new Queue(OUTBOUND_QUEUE, { connection: { url: redis.url }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
      await redis.stop();
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A read's HTTP p95 against the same work done straight on the database: < 50 ms and at most 3× the baseline. */
export function readLatencyFigure(name: string, api: number[], baseline: { name: string; samples: number[] }): Figure {
  const p95 = percentile(api, 95);
  const baselineP95 = percentile(baseline.samples, 95);
  return {
    name,
    value: p95,
    unit: 'ms',
    baseline: { name: baseline.name, value: baselineP95 },
    ratio: p95 / baselineP95,
    target: '< 50 ms and <= 3x baseline',
    met: p95 < 50 && p95 <= baselineP95 * 3,
  };
}

/** Milliseconds of each of `count` sequential runs of `work`, after `warmUp` runs not counted. */
export async function latencies(work: () => Promise<unknown>, { count, warmUp }: { count: number; warmUp: number }): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push((await timed(work)) * 1000);
  return samples;
}

/**
 * Milliseconds this machine takes, right now, for a fixed piece of CPU work (median of 5). The
 * machines here share their host and run at different speeds from day to day: suites measured on
 * different days are comparable only through their baselines, or through this.
 */
export function yardstick(): number {
  const claim = { id: 1, practiceNumber: '123456', passengerName: 'Maria Rossi', email: 'maria.rossi@example.it', flightNumber: 'AZ610', reasons: ['delay', 'distance'], amount: 600 };
  const rounds = Array.from({ length: 5 }, () => {
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) JSON.parse(JSON.stringify({ ...claim, id: i }));
    return performance.now() - started;
  });
  return median(rounds);
}

export function suiteResult(suite: string, figures: Figure[], notes: string[] = []): SuiteResult {
  return {
    suite,
    date: new Date().toISOString(),
    machine: { cores: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    notes,
    figures,
  };
}

/**
 * `npm run bench -- --smoke`: every suite at tiny sizes, to show it still runs to the end (CI runs
 * it); its figures say nothing, so no target is checked and nothing is written. Each suite takes
 * its sizes from this in one place.
 */
export const SMOKE = process.argv.includes('--smoke');

/** The suite's figures as a table on the console; in a smoke run the targets are not checked. */
export function printResult(result: SuiteResult): void {
  const format = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2));
  console.log(`\n${result.suite}${SMOKE ? ' (smoke: tiny sizes, targets not checked)' : ''} (${result.machine.cores} cores, ${result.machine.memoryGiB} GiB, Node ${result.machine.node}${result.machine.yardstickMs === undefined ? '' : `, yardstick ${result.machine.yardstickMs.toFixed(0)} ms`})`);
  printTable(
    ['figure', 'value', 'baseline', 'ratio', 'target', 'met'],
    result.figures.map((figure) => [
      figure.name,
      `${format(figure.value)} ${figure.unit}`,
      figure.baseline ? `${format(figure.baseline.value)} ${figure.unit} (${figure.baseline.name})` : '-',
      figure.ratio === undefined ? '-' : `${(figure.ratio * 100).toFixed(0)} %`,
      figure.target,
      SMOKE ? '-' : figure.met ? 'yes' : 'NO',
    ]),
    (line) => console.log(line),
  );
  for (const note of result.notes) console.log(`note: ${note}`);
}

export async function writeResult(result: SuiteResult): Promise<void> {
  await mkdir('bench/results', { recursive: true });
  await writeFile(`bench/results/${result.suite}.json`, `${JSON.stringify(result, null, 2)}\n`);
  printResult(result);
  console.log(`written to bench/results/${result.suite}.json`);
}

export const READ_ALL_BATCH = 1_000;

/** Events/s of one pass of readAll over the whole log, in the batches the projector reads. */
export async function readAllRate(store: EventStore): Promise<{ rate: number; events: number }> {
  let events = 0;
  const seconds = await timed(async () => {
    let after: Position | undefined;
    for (;;) {
      const page = await store.readAll({ after, limit: READ_ALL_BATCH });
      if (page.length === 0) return;
      events += page.length;
      after = page.at(-1)!.position;
    }
  });
  return { rate: events / seconds, events };
}

/** What one database did, from PostgreSQL's own counters: to show where a request's time goes on the server side. */
export interface DatabaseActivity {
  transactions: number;
  rowsWritten: number;
  rowsRead: number;
}

export async function databaseActivity(pool: pg.Pool): Promise<DatabaseActivity> {
  await sleep(1_200); // backends report their counters at most once a second
  // One statement, so one transaction of its own: a fresh snapshot of the counters, and READING_TRANSACTIONS in the next reading.
  const { rows } = await pool.query<{ transactions: string; written: string; read: string }>(
    `SELECT xact_commit + xact_rollback AS transactions, tup_inserted + tup_updated + tup_deleted AS written, tup_fetched AS read
       FROM pg_stat_database WHERE datname = current_database()`,
  );
  const row = rows[0]!;
  return { transactions: Number(row.transactions), rowsWritten: Number(row.written), rowsRead: Number(row.read) };
}

/** What one databaseActivity reading adds to the next one's transactions. */
export const READING_TRANSACTIONS = 1;

/** Per request between two readings, as "3.1 transactions, 9.0 rows written, 4.2 rows read". */
export function activityPerRequest(before: DatabaseActivity, after: DatabaseActivity, requests: number): string {
  const per = (field: keyof DatabaseActivity) => ((after[field] - before[field]) / Math.max(1, requests)).toFixed(1);
  return `${per('transactions')} transactions, ${per('rowsWritten')} rows written, ${per('rowsRead')} rows read`;
}

/**
 * The claim the submission benches post: FCO → JFK, 5 hours late, with the current legal-text
 * versions. `passenger` numbers the passenger: the passengers of one disrupted flight are different
 * people, and the same person again would be flagged as a possible duplicate of each claim before.
 */
export function submissionBody(airports: { FCO: number; JFK: number }, passenger = 0): string {
  return JSON.stringify({
    flightNumber: 'AZ610',
    flightDate: '2026-10-03',
    departureAirportId: airports.FCO,
    arrivalAirportId: airports.JFK,
    passengerName: passenger === 0 ? 'Maria Rossi' : `Maria Rossi ${passenger}`,
    email: passenger === 0 ? 'maria.rossi@example.it' : `maria.rossi.${passenger}@example.it`,
    issueType: 'delay',
    issueDetails: 'Arrivati con 5 ore di ritardo',
    acceptedTerms: TERMS_VERSION,
    acknowledgedPrivacy: PRIVACY_NOTICE_VERSION,
  });
}

/** autocannon options that post a submission per request, each from another passenger of the same flight. */
export function passengerSubmissions(airports: { FCO: number; JFK: number }) {
  let passenger = 0;
  return {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: submissionBody(airports, ++passenger) }) }],
  };
}
