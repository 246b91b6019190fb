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
import { backendCpuBetween, backendCpuMs, cpuMsOf, statementMs, STATISTICS_SETTLE_MS } from './cpu-time.js';
import { MiB, peakRssOf } from './memory.js';
import { startBackgroundProcess, startProcess, type BenchProcess } from './processes.js';
import { benchDatabase, benchQueue, median, passengerSubmissions, SMOKE, suiteResult, type Figure, type SuiteResult } from './support.js';

const CONNECTIONS = 50;
const SUBMISSIONS = SMOKE ? 100 : Number(process.env.SCALE_BENCH_SUBMISSIONS ?? 2_000);
const WARM_UP_SUBMISSIONS = SMOKE ? 50 : 500;
const ROUNDS = SMOKE ? 1 : Number(process.env.SCALE_BENCH_ROUNDS ?? 2);
const SETTLE_MS = SMOKE ? 1_000 : STATISTICS_SETTLE_MS;
const DRAIN_TIMEOUT_MS = 300_000;
// On a machine loaded many times over its cores, a projector batch of 500 submissions has taken over 10 s with no e-mail written meanwhile.
const STALL_MS = 60_000;
const POOL_SIZE = 10;
const run = promisify(execFile);

type Layout = 'one all process' | '2 api + projector + worker';
type Role = 'all' | 'api' | 'projector' | 'worker';

interface LayoutRun {
  submitted: number;
  emails: number;
  failures: number;
  /** Submissions answered per second of the load, and the worst api process's p99: under saturation, so informative only. */
  rate: number;
  p99: number;
  /** CPU ms per role (the api processes summed) from the load's start to the last e-mail written. */
  cpuMs: Partial<Record<Role, number>>;
  /** The same per second of the idle stretch before the load: what a role costs with nothing to do. */
  idleCpuMsPerSecond: Partial<Record<Role, number>>;
  /** CPU of the PostgreSQL backends serving the product's connections, and pg_stat_database's statement time, over the same stretch. */
  postgresCpuMs: number;
  postgresIdleCpuMsPerSecond: number;
  statementMs: number;
  /** Each process's peak RSS under the load, in the layout's order (api processes first). */
  peaks: number[];
  verify: { clean: boolean; output: string };
}

interface Started {
  apis: BenchProcess[];
  all: BenchProcess[];
  roles: Role[];
}

const countFiles = (directory: string) => readdir(directory).then((names) => names.length, () => 0);

/**
 * Waits until the outbox holds `expected` e-mails and has stopped growing for a second (submissions
 * in flight when the load generator stopped still send theirs), or for STALL_MS short of them; resolves
 * with the count.
 */
async function drained(outbox: string, expected: number): Promise<number> {
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
    if ((count >= expected && still > 1_000) || still > STALL_MS || Date.now() > deadline) return count;
  }
}

async function startLayout(layout: Layout, env: Record<string, string>): Promise<Started> {
  if (layout === 'one all process') {
    const all = await startProcess('src/main.ts', ['all'], env, '/api/health');
    return { apis: [all], all: [all], roles: ['all'] };
  }
  // Migrations run at start: one process first, the rest once the schema is there.
  const first = await startProcess('src/main.ts', ['api'], env, '/api/health');
  const others = await Promise.all([
    startProcess('src/main.ts', ['api'], env, '/api/health'),
    startBackgroundProcess('src/main.ts', ['projector'], env),
    startBackgroundProcess('src/main.ts', ['worker'], env),
  ]);
  return { apis: [first, others[0]], all: [first, ...others], roles: ['api', 'api', 'projector', 'worker'] };
}

/** CPU ms so far of each role, the processes of one role summed. */
async function cpuByRole(started: Started): Promise<Partial<Record<Role, number>>> {
  const byRole: Partial<Record<Role, number>> = {};
  for (const [index, child] of started.all.entries()) {
    const role = started.roles[index]!;
    byRole[role] = (byRole[role] ?? 0) + (await cpuMsOf(child.pid));
  }
  return byRole;
}

const between = (before: Partial<Record<Role, number>>, after: Partial<Record<Role, number>>, per = 1) =>
  Object.fromEntries(Object.entries(after).map(([role, ms]) => [role, (ms - before[role as Role]!) / per])) as Partial<Record<Role, number>>;

/**
 * `SUBMISSIONS` submissions from 50 connections spread evenly over the layout's api processes, each
 * process's CPU and PostgreSQL's read around them; then e-mails drained and read models verified.
 */
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
    // Four processes at the default 20 would take 80 of the shared server's 100 connections.
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    ...limitsAt(1_000_000_000),
  };
  let processes: BenchProcess[] = [];
  try {
    const started = await startLayout(layout, env);
    processes = started.all;
    const [fco, jfk] = await Promise.all([findAirportByIata(pool, 'FCO'), findAirportByIata(pool, 'JFK')]);
    const submissions = passengerSubmissions({ FCO: fco!.id, JFK: jfk!.id });
    const load = (amount: number) =>
      Promise.all(
        started.apis.map((api) =>
          autocannon({ url: `${api.url}/api/flight-checks`, ...submissions, connections: CONNECTIONS / started.apis.length, amount: amount / started.apis.length }),
        ),
      );
    const warmUp = await load(WARM_UP_SUBMISSIONS);
    const before = await drained(outbox, warmUp.reduce((sum, result) => sum + result['2xx'], 0));

    // An idle stretch: what the roles cost with nothing to do, and time for PostgreSQL to publish the warm-up's statement time.
    const idleFrom = { cpu: await cpuByRole(started), postgres: await backendCpuMs(pool), at: performance.now() };
    await sleep(SETTLE_MS);
    const idleSeconds = (performance.now() - idleFrom.at) / 1000;
    const cpuBefore = await cpuByRole(started);
    const postgresBefore = await backendCpuMs(pool);
    const statementsBefore = await statementMs(pool);

    const loadStarted = performance.now();
    const { result: results, peaks } = await peakRssOf(processes.map((child) => child.pid), () => load(SUBMISSIONS));
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const submitted = results.reduce((sum, result) => sum + result['2xx'], 0);
    const total = await drained(outbox, before + submitted);
    const cpuAfter = await cpuByRole(started);
    const postgresAfter = await backendCpuMs(pool);
    await sleep(SETTLE_MS);
    const statementsAfter = await statementMs(pool);

    for (const child of processes) await child.stop();
    processes = [];
    const verify = await run(process.execPath, ['--import', 'tsx', 'src/projections-cli.ts', 'verify'], { env: { ...process.env, ...env, LOG_LEVEL: 'warn' } }).then(
      ({ stdout }) => ({ clean: true, output: stdout }),
      (error: { stdout?: string; stderr?: string }) => ({ clean: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
    return {
      submitted,
      emails: total - before,
      failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
      rate: submitted / loadSeconds,
      p99: Math.max(...results.map((result) => result.latency.p99)),
      cpuMs: between(cpuBefore, cpuAfter),
      idleCpuMsPerSecond: between(idleFrom.cpu, cpuBefore, idleSeconds),
      postgresCpuMs: backendCpuBetween(postgresBefore, postgresAfter),
      postgresIdleCpuMsPerSecond: backendCpuBetween(idleFrom.postgres, postgresBefore) / idleSeconds,
      statementMs: statementsAfter - statementsBefore,
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

const perSubmission = (runs: LayoutRun[], ms: (run: LayoutRun) => number) => median(runs.map((r) => ms(r) / r.submitted));
const roleMs = (role: Role) => (r: LayoutRun) => r.cpuMs[role] ?? 0;
const productMs = (r: LayoutRun) => Object.values(r.cpuMs).reduce((sum, ms) => sum + ms, 0);
const round1 = (value: number) => Math.round(value * 10) / 10;
const REFERENCE = 'reference line for the capacity plan (docs/deploy.md)';

/**
 * What a submission costs in CPU in each role and in PostgreSQL, with the roles as separate
 * processes (2 api, projector, worker) and, as the baseline, in one `all` process: on a machine
 * whose few cores are shared by every process, PostgreSQL and the load generator, throughput says
 * how the cores were shared, while CPU per submission says what each role needs, from which the
 * capacity of a core of each is projected. Each run on a fresh database and queue prefix of the
 * same PostgreSQL and Redis, and `projections verify` after it.
 */
export async function scaleBench(): Promise<SuiteResult> {
  const runs: Record<Layout, LayoutRun[]> = { 'one all process': [], '2 api + projector + worker': [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs['one all process'].push(await measureLayout('one all process'));
    runs['2 api + projector + worker'].push(await measureLayout('2 api + projector + worker'));
  }
  const all = runs['one all process'];
  const split = runs['2 api + projector + worker'];
  const api = perSubmission(split, roleMs('api'));
  const projector = perSubmission(split, roleMs('projector'));
  const worker = perSubmission(split, roleMs('worker'));
  const product = perSubmission(split, productMs);
  const baselineProduct = perSubmission(all, productMs);
  const postgres = perSubmission(split, (r) => r.postgresCpuMs);
  const baselinePostgres = perSubmission(all, (r) => r.postgresCpuMs);
  const statements = perSubmission(split, (r) => r.statementMs);
  const baselineStatements = perSubmission(all, (r) => r.statementMs);
  const everyRun = [...all, ...split];
  const allPeak = Math.max(...all.flatMap((r) => r.peaks));
  const apiPeak = Math.max(...split.flatMap((r) => r.peaks.slice(0, 2)));
  const mib = (bytes: number) => round1(bytes / MiB);
  const unclean = everyRun.filter((r) => !r.verify.clean);
  const missingEmails = everyRun.reduce((sum, r) => sum + Math.max(0, r.submitted - r.emails), 0);
  const idle = (role: Role) => round1(median(split.map((r) => r.idleCpuMsPerSecond[role] ?? 0)));
  return suiteResult(
    'scale',
    [
      { name: 'CPU per submission, api (2 processes summed)', value: api, unit: 'ms', target: REFERENCE, met: true },
      { name: 'CPU per submission, projector', value: projector, unit: 'ms', target: REFERENCE, met: true },
      { name: 'CPU per submission, worker (its confirmation e-mail)', value: worker, unit: 'ms', target: REFERENCE, met: true },
      againstOneProcess('CPU per submission, api + projector + worker summed', product, baselineProduct, 1.25),
      againstOneProcess("CPU per submission, PostgreSQL backends of the product's connections, split layout", postgres, baselinePostgres, 1.25),
      againstOneProcess('PostgreSQL statement time per submission (pg_stat_database active_time), split layout', statements, baselineStatements),
      { name: 'projected submissions/s per api core (1000 / api CPU ms per submission)', value: 1000 / api, unit: 'submissions/s', target: REFERENCE, met: true },
      { name: 'projected submissions/s per PostgreSQL core (1000 / backend CPU ms per submission)', value: 1000 / postgres, unit: 'submissions/s', target: REFERENCE, met: true },
      { name: `one all process, peak RSS under ${CONNECTIONS} connections of submissions`, value: mib(allPeak), unit: 'MiB', target: '< 300 MiB', met: allPeak < 300 * MiB },
      { name: `api process (of 2), peak RSS under ${CONNECTIONS / 2} connections of submissions`, value: mib(apiPeak), unit: 'MiB', target: '< 300 MiB', met: apiPeak < 300 * MiB },
      {
        name: `npm run projections -- verify after each of ${everyRun.length} runs (4 processes sharing the work in half of them): runs with differences`,
        value: unclean.length,
        unit: 'runs',
        target: '0',
        met: unclean.length === 0,
      },
    ],
    [
      `${SUBMISSIONS} submissions per run from ${CONNECTIONS} connections (the split layout's 25 to each api process), after ${WARM_UP_SUBMISSIONS} not counted and ${SETTLE_MS / 1000} s idle; ${POOL_SIZE} database connections per process; ${ROUNDS} alternating rounds, medians; each run on a fresh database and queue prefix of the same PostgreSQL and Redis`,
      "CPU: user + system ms of each process from /proc/<pid>/stat (what process.cpuUsage() reports inside it), from the load's start to the last confirmation e-mail written (then 1 s with nothing new); PostgreSQL: the same for the backends serving the product's connections to the run's database (not the server's background processes, nor Redis)",
      `CPU per submission, split layout, each run: ${split.map((r) => `api ${round1(roleMs('api')(r) / r.submitted)} / projector ${round1(roleMs('projector')(r) / r.submitted)} / worker ${round1(roleMs('worker')(r) / r.submitted)} / PostgreSQL ${round1(r.postgresCpuMs / r.submitted)}`).join('; ')} ms; one all process: ${all.map((r) => `${round1(productMs(r) / r.submitted)} / PostgreSQL ${round1(r.postgresCpuMs / r.submitted)}`).join('; ')} ms`,
      `idle CPU, split layout: api ${idle('api')} (both), projector ${idle('projector')}, worker ${idle('worker')}, PostgreSQL ${round1(median(split.map((r) => r.postgresIdleCpuMsPerSecond)))} ms/s; one all process ${round1(median(all.map((r) => r.idleCpuMsPerSecond.all ?? 0)))}, PostgreSQL ${round1(median(all.map((r) => r.postgresIdleCpuMsPerSecond)))} ms/s`,
      `the machine has ${os.cpus().length} cores, shared by PostgreSQL, Redis, the load generator and every product process: throughput under this load (informative, no target) was ${all.map((r) => Math.round(r.rate)).join(', ')} submissions/s for one all process, ${split.map((r) => Math.round(r.rate)).join(', ')} split; p99 ${all.map((r) => r.p99).join(', ')} / ${split.map((r) => r.p99).join(', ')} ms`,
      `submissions answered 2xx / e-mails written per run: all ${all.map((r) => `${r.submitted}/${r.emails}`).join(', ')}; split ${split.map((r) => `${r.submitted}/${r.emails}`).join(', ')}${missingEmails ? ` (${missingEmails} e-mails not written: none came for ${STALL_MS / 1000} s, or ${DRAIN_TIMEOUT_MS / 1000} s passed; the CPU figures then miss their work)` : ''}; non-2xx, errors and timeouts: ${everyRun.reduce((sum, r) => sum + r.failures, 0)}`,
      `peak RSS per process of the split layout (api, api, projector, worker), worst run: ${[0, 1, 2, 3].map((index) => mib(Math.max(...split.map((r) => r.peaks[index] ?? 0)))).join(' / ')} MiB`,
      ...unclean.map((r) => `verify found differences: ${r.verify.output.slice(0, 500)}`),
    ],
  );
}

/** A split-layout figure in ms per submission against one `all` process; without a bound, a reference line. */
function againstOneProcess(name: string, value: number, baseline: number, atMost?: number): Figure {
  const ratio = value / baseline;
  return {
    name,
    value,
    unit: 'ms',
    baseline: { name: 'one all process', value: baseline },
    ratio,
    target: atMost === undefined ? REFERENCE : `<= ${atMost * 100} % of baseline`,
    met: atMost === undefined || ratio <= atMost,
  };
}
