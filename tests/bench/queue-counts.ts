import type pg from 'pg';
import { queueSummaries } from '../../src/tasks/read-models/queue-queries.js';
import { OPERATOR } from './admin.js';
import { latencies, percentile, SMOKE, timed, type Figure } from './support.js';

export const QUEUE_CLAIMS = SMOKE ? 1_000 : 1_000_000;
/** One claim in 50 has an open task. */
export const QUEUE_TASKS = QUEUE_CLAIMS / 50;
const SAMPLES = SMOKE ? 5 : 200;
const WARM_UP = SMOKE ? 1 : 20;
const NAIVE_SAMPLES = SMOKE ? { count: 2, warmUp: 1 } : { count: 20, warmUp: 2 };
const OPERATORS = 20;

/**
 * A million claims (QUEUE_CLAIMS) straight into the queues' read model by SQL, spread as a busy
 * office's would be: 80 % open, a third of those unassigned, the rest over 20 operators (one of them
 * the bench's own), a fifth waiting for the airline, 5 % to pay, silent for 0 to 364 days; an open
 * task for one claim in 50, one in ten overdue. The day counts are then made from the rows as the
 * projection keeps them.
 */
export async function loadQueues(pool: pg.Pool): Promise<{ seconds: number }> {
  const seconds = await timed(async () => {
    await pool.query(
      `INSERT INTO claim_queues (claim_id, practice_number, stream_version, open, assignee, flight_date, last_visible_day, awaiting_since, sent_message_id, airline_code, paid, invoices, payouts, to_pay, limitation_task)
       SELECT g, (1000000 + g)::text, 5, g % 5 <> 0,
              CASE WHEN g % 3 = 0 THEN NULL WHEN g % 3 = 1 AND g % 20 = 1 THEN lower($1) ELSE 'operatore ' || (g % ${OPERATORS}) END,
              date '2026-01-01' + g % 300, date '2026-11-24' - ((g::bigint * 7919) % 365)::int,
              CASE WHEN g % 5 = 1 THEN timestamptz '2026-06-01' + (g % 150) * interval '1 day' END,
              CASE WHEN g % 5 = 1 THEN '<' || g || '@bench>' END, CASE WHEN g % 5 = 1 THEN 'AZ' END,
              g % 20 = 3, CASE WHEN g % 20 = 3 THEN 1 ELSE 0 END, 0, g % 20 = 3, g % 300 < 60
         FROM generate_series(1, ${QUEUE_CLAIMS}) AS g`,
      [OPERATOR.name],
    );
    await pool.query(
      `INSERT INTO claim_queue_days (queue, assignee, day, n)
       SELECT queue, assignee, last_visible_day, count(*) FROM (
         SELECT 'mine' AS queue, assignee, last_visible_day FROM claim_queues WHERE open AND assignee IS NOT NULL
         UNION ALL SELECT 'unassigned', '', last_visible_day FROM claim_queues WHERE open AND assignee IS NULL
         UNION ALL SELECT 'awaiting_airline', '', last_visible_day FROM claim_queues WHERE open AND awaiting_since IS NOT NULL
         UNION ALL SELECT 'to_pay', '', last_visible_day FROM claim_queues WHERE to_pay) AS member
       GROUP BY queue, assignee, last_visible_day`,
    );
    await pool.query(
      `INSERT INTO tasks (id, claim_id, kind, owner, due_on, reason, document_id, opened_at, opened_by, completed_at, completed_by, outcome, version)
       SELECT md5(g::text), g::bigint * 50, CASE WHEN g % 2 = 0 THEN 'enac_complaint' ELSE 'limitation_check' END, NULL,
              CASE WHEN g % 10 = 0 THEN date '2026-11-01' ELSE date '2027-01-01' END, 'bench', NULL, now(), 'deadlines', NULL, NULL, NULL, 1
         FROM generate_series(1, ${QUEUE_TASKS}) AS g`,
    );
    await pool.query('VACUUM ANALYZE claim_queues, claim_queue_days, tasks');
  });
  return { seconds };
}

/** The five queues counted the naive way: a scan of every claim's row. */
const NAIVE = `SELECT count(*) FILTER (WHERE open AND assignee = ANY($1::text[])) AS mine, count(*) FILTER (WHERE open AND assignee IS NULL) AS unassigned,
                      count(*) FILTER (WHERE open AND awaiting_since IS NOT NULL) AS awaiting, count(*) FILTER (WHERE to_pay) AS to_pay,
                      count(*) FILTER (WHERE claim_id IN (SELECT claim_id FROM tasks WHERE completed_at IS NULL AND due_on < $2::date)) AS overdue,
                      min(last_visible_day) AS oldest
                 FROM claim_queues`;

export async function measureQueues(pool: pg.Pool, url: string, cookie: string): Promise<{ figures: Figure[]; notes: string[] }> {
  const keys = [OPERATOR.name.toLowerCase(), OPERATOR.email];
  const today = '2026-11-24';
  const http = await latencies(
    async () => {
      const response = await fetch(`${url}/api/admin/queues`, { headers: { cookie } });
      if (!response.ok) throw new Error(`queues answered ${response.status}`);
      await response.json();
    },
    { count: SAMPLES, warmUp: WARM_UP },
  );
  const roundTrip = await latencies(() => pool.query('SELECT 1'), { count: SAMPLES, warmUp: WARM_UP });
  const direct = await latencies(() => queueSummaries(pool, keys, today), { count: SAMPLES, warmUp: WARM_UP });
  const naive = await latencies(() => pool.query(NAIVE, [keys, today]), NAIVE_SAMPLES);
  const summaries = await queueSummaries(pool, keys, today);
  const p95 = percentile(http, 95);
  return {
    figures: [
      {
        name: `GET /api/admin/queues (five queues with counts and ages), ${QUEUE_CLAIMS.toLocaleString('en-US')} claims, p95 of ${SAMPLES}`,
        value: p95,
        unit: 'ms',
        baseline: { name: 'SELECT 1 round trip through pg, p95', value: percentile(roundTrip, 95) },
        ratio: p95 / percentile(roundTrip, 95),
        target: '< 50 ms',
        met: p95 < 50,
      },
      {
        name: `the queue counts' queries from the day counts, ${QUEUE_CLAIMS.toLocaleString('en-US')} claims, p95 of ${SAMPLES}`,
        value: percentile(direct, 95),
        unit: 'ms',
        baseline: { name: `the same counts by count(*) FILTER over every claim row, p95 of ${NAIVE_SAMPLES.count}`, value: percentile(naive, 95) },
        ratio: percentile(direct, 95) / percentile(naive, 95),
        target: '< 50 ms',
        met: percentile(direct, 95) < 50,
      },
    ],
    notes: [`queue counts at ${QUEUE_CLAIMS.toLocaleString('en-US')} claims: ${summaries.map((summary) => `${summary.queue} ${summary.count.toLocaleString('en-US')} (oldest ${summary.oldestAgeDays} d, median ${summary.medianAgeDays} d)`).join(', ')}`],
  };
}
