import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { findAirportByIata } from '../../src/airports/index.js';
import { limitsAt } from '../support/limits.js';
import { MiB, peakRssOf } from './memory.js';
import { startBackgroundProcess, startProcess, type BenchProcess } from './processes.js';
import { benchDatabase, benchQueue, median, passengerSubmissions, SMOKE, suiteResult, type SuiteResult } from './support.js';

const CONNECTIONS = 50;
const SECONDS = SMOKE ? 1 : Number(process.env.SCALE_BENCH_SECONDS ?? 10);
const ROUNDS = SMOKE ? 1 : Number(process.env.SCALE_BENCH_ROUNDS ?? 2);
const WARM_UP_SECONDS = SMOKE ? 1 : 3;
const DRAIN_TIMEOUT_MS = 180_000;
const run = promisify(execFile);

type Layout = 'one all process' | '2 api + projector + worker';

interface LayoutRun {
  rate: number;
  p99: number;
  submitted: number;
  emailsPerSecond: number;
  emails: number;
  failures: number;
  /** Each process's peak RSS under the load, in the layout's order (api processes first). */
  peaks: number[];
  verify: { clean: boolean; output: string };
}

const countFiles = (directory: string) => readdir(directory).then((names) => names.length, () => 0);

/**
 * Waits until the outbox holds `expected` e-mails and has stopped growing for a second (submissions
 * in flight when the load generator stopped still send theirs), or for 10 s short of them; resolves
 * with the count and the moment the last one arrived.
 */
async function drained(outbox: string, expected: number): Promise<{ count: number; lastAt: number }> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  let count = await countFiles(outbox);
  let lastAt = performance.now();
  for (;;) {
    await sleep(50);
    const now = await countFiles(outbox);
    if (now !== count) {
      count = now;
      lastAt = performance.now();
    }
    const still = performance.now() - lastAt;
    if ((count >= expected && still > 1_000) || still > 10_000 || Date.now() > deadline) return { count, lastAt };
  }
}

async function startLayout(layout: Layout, env: Record<string, string>): Promise<{ apis: BenchProcess[]; all: BenchProcess[] }> {
  if (layout === 'one all process') {
    const all = await startProcess('src/main.ts', ['all'], env, '/api/health');
    return { apis: [all], all: [all] };
  }
  // Migrations run at start: one process first, the rest once the schema is there.
  const first = await startProcess('src/main.ts', ['api'], env, '/api/health');
  const others = await Promise.all([
    startProcess('src/main.ts', ['api'], env, '/api/health'),
    startBackgroundProcess('src/main.ts', ['projector'], env),
    startBackgroundProcess('src/main.ts', ['worker'], env),
  ]);
  return { apis: [first, others[0]], all: [first, ...others] };
}

/** Submissions from 50 connections spread evenly over the layout's api processes; then e-mails drained and read models verified. */
async function measureLayout(layout: Layout): Promise<LayoutRun> {
  const { pool, url: databaseUrl, drop } = await benchDatabase(2);
  const queue = await benchQueue();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rv-bench-scale-'));
  const outbox = path.join(dataDir, 'outbox');
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: queue.url,
    QUEUE_PREFIX: queue.prefix,
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    ...limitsAt(1_000_000_000),
  };
  let processes: BenchProcess[] = [];
  try {
    const started = await startLayout(layout, env);
    processes = started.all;
    const [fco, jfk] = await Promise.all([findAirportByIata(pool, 'FCO'), findAirportByIata(pool, 'JFK')]);
    const submissions = passengerSubmissions({ FCO: fco!.id, JFK: jfk!.id });
    const load = (duration: number) =>
      Promise.all(
        started.apis.map((api) =>
          autocannon({ url: `${api.url}/api/flight-checks`, ...submissions, connections: CONNECTIONS / started.apis.length, duration }),
        ),
      );
    const warmUp = await load(WARM_UP_SECONDS);
    const warmUpSubmitted = warmUp.reduce((sum, result) => sum + result['2xx'], 0);
    const before = (await drained(outbox, warmUpSubmitted)).count;

    const loadStarted = performance.now();
    const { result: results, peaks } = await peakRssOf(processes.map((child) => child.pid), () => load(SECONDS));
    const submitted = results.reduce((sum, result) => sum + result['2xx'], 0);
    const { count: total, lastAt } = await drained(outbox, before + submitted);
    const emailSeconds = (lastAt - loadStarted) / 1000;

    for (const child of processes) await child.stop();
    processes = [];
    const verify = await run(process.execPath, ['--import', 'tsx', 'src/projections-cli.ts', 'verify'], { env: { ...process.env, ...env, LOG_LEVEL: 'warn' } }).then(
      ({ stdout }) => ({ clean: true, output: stdout }),
      (error: { stdout?: string; stderr?: string }) => ({ clean: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
    return {
      rate: results.reduce((sum, result) => sum + result.requests.average, 0),
      p99: Math.max(...results.map((result) => result.latency.p99)),
      submitted,
      emails: total - before,
      emailsPerSecond: (total - before) / emailSeconds,
      failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
      peaks,
      verify,
    };
  } finally {
    for (const child of processes) await child.stop();
    await drop();
    await queue.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The roles as separate processes on one machine against one `all` process, on the same PostgreSQL
 * and Redis (a fresh database and queue prefix each run): submissions/s, p99, confirmation e-mails/s
 * and `projections verify` afterwards.
 */
export async function scaleBench(): Promise<SuiteResult> {
  const runs: Record<Layout, LayoutRun[]> = { 'one all process': [], '2 api + projector + worker': [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs['one all process'].push(await measureLayout('one all process'));
    runs['2 api + projector + worker'].push(await measureLayout('2 api + projector + worker'));
  }
  const all = runs['one all process'];
  const split = runs['2 api + projector + worker'];
  const rate = median(split.map((r) => r.rate));
  const baselineRate = median(all.map((r) => r.rate));
  const emails = median(split.map((r) => r.emailsPerSecond));
  const baselineEmails = median(all.map((r) => r.emailsPerSecond));
  const p99 = Math.max(...split.map((r) => r.p99));
  const baselineP99 = Math.max(...all.map((r) => r.p99));
  const everyRun = [...all, ...split];
  const allPeak = Math.max(...all.flatMap((r) => r.peaks));
  const apiPeak = Math.max(...split.flatMap((r) => r.peaks.slice(0, 2)));
  const mib = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;
  const unclean = everyRun.filter((r) => !r.verify.clean);
  const missingEmails = everyRun.reduce((sum, r) => sum + Math.max(0, r.submitted - r.emails), 0);
  return suiteResult(
    'scale',
    [
      {
        name: `POST /api/flight-checks, ${CONNECTIONS} connections split over 2 api processes (+ projector + worker)`,
        value: rate,
        unit: 'req/s',
        baseline: { name: `one all process, ${CONNECTIONS} connections`, value: baselineRate },
        ratio: rate / baselineRate,
        target: '>= 1.3x baseline',
        met: rate >= baselineRate * 1.3,
      },
      {
        name: 'POST /api/flight-checks p99, 2 api + projector + worker',
        value: p99,
        unit: 'ms',
        baseline: { name: 'one all process', value: baselineP99 },
        ratio: p99 / baselineP99,
        target: '< 100 ms',
        met: p99 < 100,
      },
      {
        name: 'confirmation e-mails written to the outbox, from load start to the last one, 2 api + projector + worker',
        value: emails,
        unit: 'e-mails/s',
        baseline: { name: 'one all process', value: baselineEmails },
        ratio: emails / baselineEmails,
        target: '>= baseline',
        met: emails >= baselineEmails,
      },
      { name: `one all process, peak RSS under ${CONNECTIONS} connections of submissions`, value: mib(allPeak), unit: 'MiB', target: '< 300 MiB', met: allPeak < 300 * MiB },
      { name: `api process (of 2), peak RSS under ${CONNECTIONS / 2} connections of submissions`, value: mib(apiPeak), unit: 'MiB', target: '< 300 MiB', met: apiPeak < 300 * MiB },
      {
        name: `npm run projections -- verify after each of ${everyRun.length} runs: runs with differences`,
        value: unclean.length,
        unit: 'runs',
        target: '0',
        met: unclean.length === 0,
      },
    ],
    [
      `${SECONDS} s per run, ${ROUNDS} alternating rounds (median rate, worst p99), each run on a fresh database and queue prefix of the same PostgreSQL and Redis; the split layout's 50 connections are 25 to each api process, its rate the sum of both and its p99 the worse of the two`,
      `submissions answered 2xx / e-mails written per run: all ${all.map((r) => `${r.submitted}/${r.emails}`).join(', ')}; split ${split.map((r) => `${r.submitted}/${r.emails}`).join(', ')}${missingEmails ? ` (${missingEmails} e-mails not written within ${DRAIN_TIMEOUT_MS / 1000} s)` : ''}; non-2xx, errors and timeouts: ${everyRun.reduce((sum, r) => sum + r.failures, 0)}`,
      `the machine has ${os.cpus().length} cores, shared by PostgreSQL, Redis, the load generator and every product process: more processes than cores compete for the same CPU, so this measures the cost of the split more than its gain`,
      `peak RSS per process of the split layout (api, api, projector, worker), worst run: ${[0, 1, 2, 3].map((index) => mib(Math.max(...split.map((r) => r.peaks[index] ?? 0)))).join(' / ')} MiB`,
      ...unclean.map((r) => `verify found differences: ${r.verify.output.slice(0, 500)}`),
    ],
  );
}
