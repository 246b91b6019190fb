import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { createOperator } from '../../src/operators/index.js';
import { OPERATOR, operatorCookie } from './admin.js';
import { MiB, peakRss, rssOf } from './memory.js';
import { loadQueues, measureQueues, QUEUE_CLAIMS, QUEUE_TASKS } from './queue-counts.js';
import { rebuildReadModels, startProcess } from './processes.js';
import { benchDatabase, median, SMOKE, timed, suiteResult, type Figure, type SuiteResult } from './support.js';

const SMALL = SMOKE ? 100 : 10_000;
const LARGE = SMOKE ? 200 : 100_000;
const RUNS = SMOKE ? 1 : 3;

/** Claims straight into the claims read model by SQL (the export reads nothing else), numbered `first` to `last`. */
async function loadClaims(pool: pg.Pool, first: number, last: number): Promise<void> {
  await pool.query(
    `INSERT INTO claims (id, practice_number, version, passenger_name, email, phone, departure_airport_id, arrival_airport_id,
                         departure_airport, arrival_airport, flight_date, flight_number, issue_type, admin_status, priority, is_eligible,
                         estimated_compensation, communications_count, created_at, updated_at, search_text, stream_version, passengers, passengers_count, assigned_to)
     SELECT g, (100000 + g)::text, 4, name, 'passeggero' || g || '@example.it', '+39 333 ' || lpad(g::text, 7, '0'), 1, 2,
            'Roma Fiumicino (FCO)', 'Milano Malpensa (MXP)', date '2025-12-01' + g % 300, 'AZ' || (100 + g % 900), 'delay',
            (ARRAY['pending','under_review','approved','completed','rejected'])[1 + g % 5], 'normal', 'pending',
            CASE WHEN g % 3 = 0 THEN 600 ELSE 250 END, 0, at, at, lower((100000 + g) || ' ' || name || ' passeggero' || g || '@example.it az' || (100 + g % 900)),
            4, '[]'::jsonb, 1 + g % 3, CASE WHEN g % 2 = 0 THEN 'Giulia Verdi' END
       FROM (SELECT g, timestamptz '2026-01-01 08:00+01' + g * interval '7 seconds' AS at,
                    (ARRAY['Maria Rossi','Giovanni Bianchi','Anna Esposito','Luca Romano','Giulia Colombo','Marco "Ricci"; jr'])[1 + g % 6] AS name
               FROM generate_series($1::int, $2::int) AS g) AS claim`,
    [first, last],
  );
  await pool.query('VACUUM ANALYZE claims');
}

/** Downloads the export, counting bytes and lines as they arrive (nothing kept). */
async function download(url: string, cookie: string): Promise<{ bytes: number; lines: number }> {
  const response = await fetch(`${url}/api/admin/flight-checks/export.csv`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
  }
  return { bytes, lines };
}

/** The same rows and columns as CSV by PostgreSQL's own COPY, read through pg and thrown away. */
async function copyExport(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    const seconds = await timed(() =>
      pipeline(
        client.query(
          copyTo(`COPY (SELECT practice_number, to_char(created_at AT TIME ZONE 'Europe/Rome', 'DD/MM/YYYY HH24:MI'), passenger_name, email, phone,
                               flight_number, to_char(flight_date, 'DD/MM/YYYY'), departure_airport, arrival_airport, issue_type, admin_status,
                               priority, assigned_to, passengers_count, estimated_compensation
                          FROM claims ORDER BY created_at DESC, id DESC) TO STDOUT WITH (FORMAT csv, DELIMITER ';', HEADER)`),
        ),
        new Writable({ write: (_chunk, _encoding, done) => done() }),
      ),
    );
    return seconds * 1000;
  } finally {
    client.release();
  }
}

interface Measure {
  ms: number;
  copyMs: number;
  growth: number;
  lines: number;
}

async function measure(url: string, cookie: string, pid: number, pool: pg.Pool, rows: number): Promise<Measure> {
  const times: number[] = [];
  const growths: number[] = [];
  let lines = 0;
  for (let run = 0; run < RUNS; run++) {
    const idle = await rssOf(pid);
    let result: { bytes: number; lines: number } | undefined;
    const seconds = await timed(async () => {
      const sampled = await peakRss(pid, () => download(url, cookie));
      result = sampled.result;
      growths.push(sampled.peak - idle);
    });
    times.push(seconds * 1000);
    lines = result!.lines;
    if (lines !== rows + 1) throw new Error(`export had ${lines} lines for ${rows} claims`);
  }
  const copies: number[] = [];
  for (let run = 0; run < RUNS; run++) copies.push(await copyExport(pool));
  return { ms: median(times), copyMs: median(copies), growth: Math.max(...growths), lines };
}

/**
 * CSV export of the claim list: its time for 10,000 and 100,000 claims against PostgreSQL's COPY of
 * the same rows, and the product process's peak resident memory during the export over its idle
 * memory just before: the growth must not scale with the rows (keyset pages, back-pressure).
 */
export async function cockpitBench(): Promise<SuiteResult> {
  const { pool, url, drop } = await benchDatabase(4);
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    await rebuildReadModels(url); // every read model's tables, empty: the rows are inserted below
    await createOperator(pool, { ...OPERATOR, role: 'operator' });
    const smallLoad = await timed(() => loadClaims(pool, 1, SMALL));
    server = await startProcess('src/main.ts', ['api'], { DATABASE_URL: url, NODE_ENV: 'development' }, '/api/health');
    const cookie = await operatorCookie(server.url);
    await download(server.url, cookie); // warm-up: modules, statements, connections
    const small = await measure(server.url, cookie, server.pid, pool, SMALL);
    const largeLoad = await timed(() => loadClaims(pool, SMALL + 1, LARGE));
    const large = await measure(server.url, cookie, server.pid, pool, LARGE);
    const idle = await rssOf(server.pid);
    const queuesLoad = await loadQueues(pool);
    const queues = await measureQueues(pool, server.url, cookie);

    const figures: Figure[] = [
      {
        name: `GET /api/admin/flight-checks/export.csv, ${LARGE.toLocaleString('en-US')} claims, median of ${RUNS}`,
        value: large.ms,
        unit: 'ms',
        baseline: { name: 'COPY (SELECT the same columns) TO STDOUT through pg', value: large.copyMs },
        ratio: large.ms / large.copyMs,
        target: '< 10 s',
        met: large.ms < 10_000,
      },
      {
        name: `GET /api/admin/flight-checks/export.csv, ${SMALL.toLocaleString('en-US')} claims, median of ${RUNS}`,
        value: small.ms,
        unit: 'ms',
        baseline: { name: 'COPY (SELECT the same columns) TO STDOUT through pg', value: small.copyMs },
        ratio: small.ms / small.copyMs,
        target: '< 1 s',
        met: small.ms < 1_000,
      },
      {
        name: `product process's peak RSS over idle during the export of ${LARGE.toLocaleString('en-US')} claims (worst of ${RUNS})`,
        value: large.growth / MiB,
        unit: 'MiB',
        baseline: { name: `the same during the export of ${SMALL.toLocaleString('en-US')} claims`, value: small.growth / MiB },
        ratio: small.growth > 0 ? large.growth / small.growth : undefined,
        target: `flat: ≤ the ${SMALL.toLocaleString('en-US')}-claim growth + 16 MiB`,
        met: large.growth <= small.growth + 16 * MiB,
      },
      ...queues.figures,
    ];
    return suiteResult('cockpit', figures, [
      `${LARGE.toLocaleString('en-US')} claims inserted by SQL straight into the claims read model (the export reads nothing else): ${SMALL.toLocaleString('en-US')} in ${smallLoad.toFixed(1)} s, the rest in ${largeLoad.toFixed(1)} s; the ${SMALL.toLocaleString('en-US')}-claim figures are taken before the rest is loaded`,
      `${QUEUE_CLAIMS.toLocaleString('en-US')} claims inserted by SQL (generate_series) straight into the queues' read model, their day counts and ${QUEUE_TASKS.toLocaleString('en-US')} open tasks in ${queuesLoad.seconds.toFixed(1)} s`,
      ...queues.notes,
      `the download is read over loopback by the bench process, counting bytes and lines (all ${large.lines.toLocaleString('en-US')} lines arrived); RSS of the api process sampled every 20 ms from /proc; idle RSS after the runs: ${(idle / MiB).toFixed(0)} MiB`,
    ]);
  } finally {
    await server?.stop();
    await drop();
  }
}
