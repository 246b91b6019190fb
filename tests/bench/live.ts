import http from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { createOperator } from '../../src/operators/index.js';
import { findAirportByIata } from '../../src/airports/index.js';
import { normaliseEmail } from '../../src/claims/contract.js';
import { openPassengerSession, PASSENGER_SESSION_COOKIE } from '../../src/passengers/index.js';
import { deriveKey } from '../../src/platform/security/keys.js';
import { limitsAt } from '../support/limits.js';
import { OPERATOR } from './admin.js';
import { BENCH_SECRET_KEY } from './bench-store.js';
import { MiB, rssOf } from './memory.js';
import { startProcess } from './processes.js';
import { benchDatabase, benchQueue, percentile, SMOKE, submissionBody, suiteResult, type Figure, type SuiteResult } from './support.js';

const PASSENGERS = SMOKE ? 20 : 1_000;
const SAMPLES = SMOKE ? 5 : 200;
const PACE_MS = 50;
const OPEN_AT_ONCE = 100;
const SUBMIT_AT_ONCE = 20;
const SETTLE_MS = SMOKE ? 100 : 3_000;
const KiB = 1024;

interface Connection {
  claimId: number;
  /** Resolves with the time the next `claim` event for this claim arrived. */
  waiting?: (at: number) => void;
  close(): void;
}

/** Opens one SSE stream and calls `onClaim` with the arrival time of each `claim` event. */
function openStream(url: string, headers: Record<string, string>, agent: http.Agent, onClaim: (claimId: number, at: number) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${url} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!/^event: claim$/m.test(block)) continue;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) onClaim((JSON.parse(data) as { claimId: number }).claimId, at);
        }
      });
      resolve(() => request.destroy());
    });
    request.once('error', reject);
  });
}

/** Opens `count` streams, `OPEN_AT_ONCE` at a time, all held open together. */
async function openStreams(count: number, open: (index: number) => Promise<() => void>): Promise<(() => void)[]> {
  const closers: (() => void)[] = [];
  for (let start = 0; start < count; start += OPEN_AT_ONCE) {
    closers.push(...(await Promise.all(Array.from({ length: Math.min(OPEN_AT_ONCE, count - start) }, (_, offset) => open(start + offset)))));
  }
  return closers;
}

async function submitClaims(url: string, pool: pg.Pool): Promise<{ claimId: number; email: string }[]> {
  const [fco, jfk] = await Promise.all(['FCO', 'JFK'].map((code) => findAirportByIata(pool, code)));
  const body = JSON.parse(submissionBody({ FCO: fco!.id, JFK: jfk!.id })) as Record<string, unknown>;
  const claims: { claimId: number; email: string }[] = [];
  for (let start = 0; start < PASSENGERS; start += SUBMIT_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SUBMIT_AT_ONCE, PASSENGERS - start) }, async (_, offset) => {
      const email = `passeggero.${start + offset}@example.it`;
      const response = await fetch(`${url}/api/flight-checks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, email }) });
      if (response.status !== 201) throw new Error(`submission answered ${response.status}: ${await response.text()}`);
      return { claimId: ((await response.json()) as { id: number }).id, email };
    });
    claims.push(...(await Promise.all(batch)));
  }
  return claims;
}

/** Waits until the store holds `count` events of `type` (the worker has sent the confirmations, say); false after `timeoutMs`. */
async function eventsReach(pool: pg.Pool, type: string, count: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE type = $1', [type]);
    if (Number(rows[0]!.n) >= count) return true;
    await sleep(250);
  }
  return false;
}

async function operatorLogin(url: string): Promise<{ cookie: string; csrfToken: string }> {
  const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OPERATOR.email, password: OPERATOR.password }) });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return { cookie: login.headers.get('set-cookie')!.split(';')[0]!, csrfToken: ((await login.json()) as { csrfToken: string }).csrfToken };
}

/** Node flags of the processes whose memory is read: SIGUSR2 then runs a full garbage collection (gc-on-signal.mjs). */
const COLLECTABLE = ['--expose-gc', '--import', './tests/bench/gc-on-signal.mjs'];

/** The process's RSS and JS heap in use right after full collections, once it has settled (the lowest of three readings each). */
async function collectedMemory(pid: number, heapFile: string): Promise<{ rss: number; heap: number }> {
  await sleep(SETTLE_MS);
  const rss: number[] = [];
  const heap: number[] = [];
  for (let i = 0; i < 3; i++) {
    process.kill(pid, 'SIGUSR2');
    await sleep(500);
    rss.push(await rssOf(pid));
    heap.push(Number(await readFile(heapFile, 'utf8')));
  }
  return { rss: Math.min(...rss), heap: Math.min(...heap) };
}

/** The memory a process gains for `count` streams held open, per stream, in bytes (read after full collections). */
async function memoryPerStream(pid: number, heapFile: string, count: number, open: () => Promise<(() => void)[]>) {
  const before = await collectedMemory(pid, heapFile);
  const closers = await open();
  const after = await collectedMemory(pid, heapFile);
  return { perStream: (after.rss - before.rss) / count, heapPerStream: (after.heap - before.heap) / count, before: before.rss, after: after.rss, closers };
}

/**
 * 1,000 passengers, each with a claim and a session, hold the passenger area's live stream open on
 * one `all` process; an operator changes the status of 200 of the claims, paced, and each change is
 * timed from the request sent to the event arriving on that claim's stream. Memory per stream is the
 * process's RSS gain over the 1,000 streams, against a bare node http server holding the same streams.
 */
export async function liveBench(): Promise<SuiteResult> {
  const { pool, url: databaseUrl, drop } = await benchDatabase(10);
  const queue = await benchQueue();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rv-bench-live-'));
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: queue.url, QUEUE_PREFIX: queue.prefix, DATA_DIR: dataDir, ...limitsAt(1_000_000_000) };
  const heapFiles = { product: path.join(dataDir, 'product-heap'), baseline: path.join(dataDir, 'baseline-heap') };
  const product = await startProcess('src/main.ts', ['all'], { ...env, BENCH_HEAP_FILE: heapFiles.product }, '/api/health', COLLECTABLE);
  const baseline = await startProcess('tests/bench/live-baseline-server.ts', [], { BENCH_HEAP_FILE: heapFiles.baseline }, '/', COLLECTABLE);
  const agent = new http.Agent({ keepAlive: true, maxSockets: PASSENGERS * 2 });
  const closers: (() => void)[] = [];
  try {
    await createOperator(pool, { ...OPERATOR, role: 'operator' });
    const operator = await operatorLogin(product.url);
    const claims = await submitClaims(product.url, pool);
    const confirmed = await eventsReach(pool, 'EmailSent', PASSENGERS, 180_000);
    const sessionKey = deriveKey(BENCH_SECRET_KEY, 'passenger-session');
    const cookies = await Promise.all(claims.map(async (claim) => `${PASSENGER_SESSION_COOKIE}=${(await openPassengerSession(pool, sessionKey, normaliseEmail(claim.email))).token}`));

    const connections = new Map<number, Connection>();
    const onClaim = (claimId: number, at: number) => {
      const connection = connections.get(claimId);
      const waiting = connection?.waiting;
      if (waiting) {
        connection.waiting = undefined;
        waiting(at);
      }
    };
    const bare = await memoryPerStream(baseline.pid, heapFiles.baseline, PASSENGERS, () => openStreams(PASSENGERS, () => openStream(`${baseline.url}/events`, {}, agent, () => {})));
    for (const close of bare.closers) close();
    const live = await memoryPerStream(product.pid, heapFiles.product, PASSENGERS, () =>
      openStreams(PASSENGERS, async (index) => {
        const close = await openStream(`${product.url}/api/passenger/events`, { cookie: cookies[index]! }, agent, onClaim);
        connections.set(claims[index]!.claimId, { claimId: claims[index]!.claimId, close });
        return close;
      }),
    );
    closers.push(...live.closers);

    const sampled = claims.filter((_, index) => index % Math.floor(PASSENGERS / SAMPLES) === 0).slice(0, SAMPLES);
    const delivery: number[] = [];
    const answers: number[] = [];
    const missed: number[] = [];
    const samples = sampled.map(async (claim, index) => {
      await sleep(index * PACE_MS);
      const connection = connections.get(claim.claimId)!;
      const arrived = new Promise<number | undefined>((resolve) => {
        connection.waiting = resolve;
        setTimeout(() => resolve(undefined), 10_000).unref();
      });
      const sent = performance.now();
      const response = await fetch(`${product.url}/api/admin/flight-checks/${claim.claimId}/status`, {
        method: 'PUT',
        headers: { cookie: operator.cookie, 'x-csrf-token': operator.csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({ adminStatus: 'under_review', passengerNote: 'Stiamo verificando il volo con la compagnia.' }),
      });
      if (response.status !== 200) throw new Error(`status change answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      answers.push(performance.now() - sent);
      const at = await arrived;
      if (at === undefined) missed.push(claim.claimId);
      else delivery.push(at - sent);
    });
    await Promise.all(samples);

    const p50 = percentile(delivery, 50);
    const p99 = percentile(delivery, 99);
    const answerP99 = percentile(answers, 99);
    const perStream = live.perStream / KiB;
    const barePerStream = bare.perStream / KiB;
    const figures: Figure[] = [
      {
        name: `operator's status change to the event on that claim's stream, p99 of ${SAMPLES} with ${PASSENGERS.toLocaleString('en-US')} streams open`,
        value: p99,
        unit: 'ms',
        baseline: { name: "the status change's own HTTP answer, p99", value: answerP99 },
        ratio: p99 / answerP99,
        target: '< 500 ms, none missed',
        met: p99 < 500 && missed.length === 0,
      },
      { name: `the same, p50`, value: p50, unit: 'ms', baseline: { name: "the status change's own HTTP answer, p50", value: percentile(answers, 50) }, ratio: p50 / percentile(answers, 50), target: '< 250 ms', met: p50 < 250 },
      {
        name: `server memory per open stream (RSS gain over ${PASSENGERS.toLocaleString('en-US')} streams)`,
        value: perStream,
        unit: 'KiB',
        baseline: { name: 'a bare node http server holding the same streams', value: barePerStream },
        ratio: perStream / barePerStream,
        target: '< 64 KiB',
        met: perStream < 64,
      },
      {
        // RSS moves with what the collector hands back to the system; the heap in use after a collection is the streams' own.
        name: `JS heap per open stream (heap in use after full collections, gain over ${PASSENGERS.toLocaleString('en-US')} streams)`,
        value: live.heapPerStream / KiB,
        unit: 'KiB',
        baseline: { name: 'a bare node http server holding the same streams', value: bare.heapPerStream / KiB },
        ratio: live.heapPerStream / bare.heapPerStream,
        target: '<= 2x baseline',
        met: live.heapPerStream <= 2 * bare.heapPerStream,
      },
    ];
    return suiteResult('live', figures, [
      `${PASSENGERS.toLocaleString('en-US')} claims submitted through the API, one address each, then a passenger session per address opened in the database; confirmation e-mails ${confirmed ? 'all sent' : 'NOT all sent within 180 s'} before measuring`,
      `the product runs as one \`all\` process (API, projector, e-mail worker); the streams are node http clients in the bench process, ${OPEN_AT_ONCE} opened at a time, all held open together`,
      `${SAMPLES} status changes, one every ${PACE_MS} ms, each timed from the request sent to the \`claim\` event on its claim's stream; ${missed.length} not received within 10 s`,
      `RSS ${(live.before / MiB).toFixed(0)} → ${(live.after / MiB).toFixed(0)} MiB for the product, ${(bare.before / MiB).toFixed(0)} → ${(bare.after / MiB).toFixed(0)} MiB for the bare server, each read ${SETTLE_MS / 1000} s after the streams opened and after full garbage collections (--expose-gc, on a signal), the lowest of three`,
    ]);
  } finally {
    for (const close of closers) close();
    agent.destroy();
    await baseline.stop();
    await product.stop();
    await drop();
    await queue.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
