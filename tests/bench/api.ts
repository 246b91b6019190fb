import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type pg from 'pg';
import { findAirportByIata } from '../../src/airports/index.js';
import { claimDecider } from '../../src/claims/claim-decider.js';
import { claimStream } from '../../src/claims/contract.js';
import { registerClaim } from '../../src/claims/claim-registry.js';
import { createCommandExecutor } from '../../src/platform/event-store/execute-command.js';
import { PostgresEventStore } from '../../src/platform/event-store/index.js';
import { limitsAt } from '../support/limits.js';
import { startProcess } from './processes.js';
import { activityPerRequest, benchDatabase, benchQueue, databaseActivity, median, passengerSubmissions, percentile, SMOKE, suiteResult, submissionBody, type SuiteResult } from './support.js';
import { benchStore } from './bench-store.js';

const CONNECTIONS = 50;
const SECONDS = SMOKE ? 1 : 10;
const WARM_UP_SECONDS = SMOKE ? 1 : 3;
const ROUNDS = SMOKE ? 1 : 2;
const STATUS_RATE = 1_000;
const LAG_PROBE_EVERY_MS = 50;
const PROBE_POLL_MS = 5;

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ ...options, duration: options.duration ?? SECONDS });
}

/** One probe's lag in its three parts (ms): its append, then until readers may read it (every transaction begun before it has ended), then until the runner applied it. */
interface ProbeLag {
  total: number;
  append: number;
  readable: number;
  applied: number;
}

/** Appends a real submission to the store and times until the `claims` read model shows it. */
async function lagProbe(pool: pg.Pool, store: PostgresEventStore, airports: { FCO: number; JFK: number }): Promise<ProbeLag> {
  const registered = await registerClaim(pool, { requestHash: '' });
  const actor = { kind: 'passenger' as const, id: registered.practiceNumber };
  // No read model named: the probe itself times until `claims` shows the claim.
  const executeCommand = createCommandExecutor({ store, waitForReadModels: async () => true });
  const started = performance.now();
  const { position } = await executeCommand({
    stream: claimStream(registered.claimId),
    decider: claimDecider,
    command: {
      type: 'SubmitClaim',
      claim: {
        claimId: registered.claimId,
        practiceNumber: registered.practiceNumber,
        // A probe of its own: the same person again would be flagged as a duplicate of every probe before.
        passengerName: `Sonda Latenza ${registered.claimId}`,
        email: `sonda.${registered.claimId}@example.it`,
        phone: null,
        flightNumber: 'AZ610',
        flightDate: '2026-10-03',
        departureAirportId: airports.FCO,
        arrivalAirportId: airports.JFK,
        departureAirport: 'FCO',
        arrivalAirport: 'JFK',
        departureIata: 'FCO',
        arrivalIata: 'JFK',
        issueType: 'delay',
        issueDetails: null,
        ipAddress: null,
        refererUrl: null,
      },
      assessment: { isEligible: 'pending', estimatedCompensation: 600, maxCompensation: 600, distanceKm: 6860, reasons: [] },
    },
    metadata: { actor, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: new Date().toISOString() },
  });
  const appended = performance.now();
  const transactionId = position!.split('/')[0];
  let readable: number | undefined;
  for (;;) {
    // The store's readers see an event once every transaction older than its own has ended (readAll's pg_snapshot_xmin).
    const { rows } = await pool.query<{ shown: boolean; readable: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM claims WHERE id = $1) AS shown, $2::text::xid8 < pg_snapshot_xmin(pg_current_snapshot()) AS readable',
      [registered.claimId, transactionId],
    );
    const now = performance.now();
    if (rows[0]!.readable || rows[0]!.shown) readable ??= now;
    if (rows[0]!.shown) return { total: now - started, append: appended - started, readable: readable! - appended, applied: now - readable! };
    // Every 5 ms, not every 1: at 1 ms the probes' own queries were a fifth of the database's work during the product's runs.
    await sleep(PROBE_POLL_MS);
  }
}

export async function apiBench(): Promise<SuiteResult> {
  const { pool, url: databaseUrl, drop } = await benchDatabase(10);
  const store = benchStore(pool);
  const queue = await benchQueue();
  // Confirmation e-mails go to the outbox folder, as they do with no SMTP server configured.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rv-bench-api-'));
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: queue.url, QUEUE_PREFIX: queue.prefix, DATA_DIR: dataDir, ...limitsAt(1_000_000_000) };
  const product = await startProcess('src/main.ts', ['all'], env, '/api/health');
  const baseline = await startProcess('tests/bench/baseline-server.ts', [], env, '/');
  try {
    const [fco, jfk] = await Promise.all([findAirportByIata(pool, 'FCO'), findAirportByIata(pool, 'JFK')]);
    const airports = { FCO: fco!.id, JFK: jfk!.id };
    const submission = { ...passengerSubmissions(airports), connections: CONNECTIONS };

    await load({ url: `${baseline.url}/api/flight-checks`, ...submission, duration: WARM_UP_SECONDS }); // warm-up
    await load({ url: `${product.url}/api/flight-checks`, ...submission, duration: WARM_UP_SECONDS });
    const baselineRuns: autocannon.Result[] = [];
    const productRuns: autocannon.Result[] = [];
    const lags: ProbeLag[] = [];
    const activity: { baseline: string[]; product: string[] } = { baseline: [], product: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const beforeBaseline = await databaseActivity(pool);
      baselineRuns.push(await load({ url: `${baseline.url}/api/flight-checks`, ...submission }));
      activity.baseline.push(activityPerRequest(beforeBaseline, await databaseActivity(pool), baselineRuns.at(-1)!.requests.total));
      const beforeProduct = await databaseActivity(pool);
      let probing = true;
      const probes = (async () => {
        while (probing) {
          void lagProbe(pool, store, airports).then((ms) => lags.push(ms));
          await sleep(LAG_PROBE_EVERY_MS);
        }
      })();
      productRuns.push(await load({ url: `${product.url}/api/flight-checks`, ...submission }));
      probing = false;
      await probes;
      activity.product.push(activityPerRequest(beforeProduct, await databaseActivity(pool), productRuns.at(-1)!.requests.total));
    }
    await sleep(2_000); // the last probes land

    const claim = (await (await fetch(`${product.url}/api/flight-checks`, { method: 'POST', body: submissionBody(airports), headers: { 'content-type': 'application/json' } })).json()) as { practiceNumber: string };
    const statusUrl = `${product.url}/api/practice-status?email=maria.rossi%40example.it&practiceNumber=${claim.practiceNumber}`;
    await load({ url: statusUrl, connections: 20, overallRate: STATUS_RATE, duration: WARM_UP_SECONDS });
    const status = await load({ url: statusUrl, connections: 20, overallRate: STATUS_RATE });

    const productRate = median(productRuns.map((run) => run.requests.average));
    const baselineRate = median(baselineRuns.map((run) => run.requests.average));
    const productP99 = Math.max(...productRuns.map((run) => run.latency.p99));
    const errors = [...productRuns, ...baselineRuns, status].reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0);
    const lagP99 = percentile(lags.map((lag) => lag.total), 99);
    const lagPart = (part: keyof ProbeLag) => `${Math.round(percentile(lags.map((lag) => lag[part]), 50))} / ${Math.round(percentile(lags.map((lag) => lag[part]), 99))} ms`;
    return suiteResult(
      'api',
      [
        {
          name: `POST /api/flight-checks, ${CONNECTIONS} connections`,
          value: productRate,
          unit: 'req/s',
          baseline: { name: 'bare express route, same validation, one INSERT', value: baselineRate },
          ratio: productRate / baselineRate,
          target: '>= 45 % of baseline',
          met: productRate / baselineRate >= 0.45,
        },
        { name: 'POST /api/flight-checks p99 latency', value: productP99, unit: 'ms', target: '< 100 ms', met: productP99 < 100 },
        { name: `GET /api/practice-status p99 at ${STATUS_RATE} req/s`, value: status.latency.p99, unit: 'ms', target: '< 10 ms', met: status.latency.p99 < 10 },
        { name: `projection lag p99 (append to visible in claims), ${lags.length} probes under load`, value: lagP99, unit: 'ms', target: '< 200 ms', met: lagP99 < 200 },
      ],
      [
        `${SECONDS} s per run, ${ROUNDS} alternating rounds (median rate, worst p99); the product runs as one process with API, projector and e-mail worker (confirmations written to an outbox folder); baseline p99 ${Math.max(...baselineRuns.map((run) => run.latency.p99))} ms`,
        `database work per submission (PostgreSQL's counters, each round; the product's includes its lag probes and the e-mails sent meanwhile): product ${activity.product.join(' / ')}; baseline ${activity.baseline.join(' / ')}`,
        `status lookups achieved ${Math.round(status.requests.average)} req/s; non-2xx, errors and timeouts across all runs: ${errors}`,
        'submissions answer once the claim is in the claims and claim_status read models, applied in the append\'s own transaction (read-your-writes without waiting)',
        `where the probes' lag goes (p50 / p99 of each part, not additive at p99): the append ${lagPart('append')}; until readers may read it (every transaction begun before it ended) ${lagPart('readable')}; until the runner applied it to claims ${lagPart('applied')}`,
      ],
    );
  } finally {
    await product.stop();
    await baseline.stop();
    await store.close();
    await drop();
    await queue.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
