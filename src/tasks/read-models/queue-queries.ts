import type pg from 'pg';
import type { QueueName, QueueSummary } from '../../contracts/tasks.js';

const DAY_MS = 86_400_000;

/** The keys an operator's own claims are assigned under: the assignment may name their id, e-mail or name. */
export const assigneeKeysOf = (operator: { id: string; email: string; name: string }) => [...new Set([operator.id, operator.email, operator.name].map((value) => value.trim().toLowerCase()))];

const daysBetween = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS));

/** Count, oldest and median age from claims counted by the day the passenger last saw something happen. */
function summarise(queue: QueueName, histogram: { day: string; n: number }[], today: string): QueueSummary {
  const sorted = histogram.filter((entry) => entry.n > 0).sort((a, b) => (a.day < b.day ? -1 : 1));
  const count = sorted.reduce((sum, entry) => sum + entry.n, 0);
  if (count === 0) return { queue, count: 0, oldestAgeDays: null, medianAgeDays: null };
  const middle = Math.ceil(count / 2);
  let seen = 0;
  let medianDay = sorted[0]!.day;
  for (const entry of sorted) {
    seen += entry.n;
    if (seen >= middle) {
      medianDay = entry.day;
      break;
    }
  }
  return { queue, count, oldestAgeDays: daysBetween(sorted[0]!.day, today), medianAgeDays: daysBetween(medianDay, today) };
}

/**
 * The dashboard's five queues: four from the day counts the projection maintains, "Scadute" from the
 * open tasks due before today (a partial index: overdue tasks are few) and their claims' days.
 */
export async function queueSummaries(db: pg.Pool, assigneeKeys: string[], today: string): Promise<QueueSummary[]> {
  const [counted, overdue] = await Promise.all([
    db.query<{ queue: string; day: string; n: number }>(
      `SELECT queue, day::text, sum(n)::int AS n FROM claim_queue_days
        WHERE n <> 0 AND (queue IN ('unassigned', 'awaiting_airline', 'to_pay') AND assignee = '' OR queue = 'mine' AND assignee = ANY($1::text[]))
        GROUP BY queue, day`,
      [assigneeKeys],
    ),
    db.query<{ day: string; n: number }>(
      `SELECT q.last_visible_day::text AS day, count(*)::int AS n FROM claim_queues q
        WHERE q.claim_id IN (SELECT claim_id FROM tasks WHERE completed_at IS NULL AND due_on < $1::date)
        GROUP BY q.last_visible_day`,
      [today],
    ),
  ]);
  const of = (queue: string) => counted.rows.filter((row) => row.queue === queue);
  return [
    summarise('mine', of('mine'), today),
    summarise('unassigned', of('unassigned'), today),
    summarise('awaiting_airline', of('awaiting_airline'), today),
    summarise('overdue', overdue.rows, today),
    summarise('to_pay', of('to_pay'), today),
  ];
}

export interface QueueClaim {
  claimId: number;
  practiceNumber: string;
  ageDays: number;
  awaitingSince: string | null;
}

const CONDITIONS: Record<QueueName, string> = {
  mine: 'open AND assignee = ANY($1::text[])',
  unassigned: 'open AND assignee IS NULL',
  awaiting_airline: 'open AND awaiting_since IS NOT NULL',
  overdue: 'claim_id IN (SELECT claim_id FROM tasks WHERE completed_at IS NULL AND due_on < $2::date)',
  to_pay: 'to_pay',
};

/** Each order matches its queue's partial index; waiting for the airline: the longest waiting first. */
const ORDER: Record<QueueName, string> = {
  mine: 'last_visible_day, claim_id',
  unassigned: 'last_visible_day, claim_id',
  awaiting_airline: 'awaiting_since, claim_id',
  overdue: 'last_visible_day, claim_id',
  to_pay: 'last_visible_day, claim_id',
};

/** A queue's claims, the longest silent first (each condition matches a partial index). */
export async function queueClaims(db: pg.Pool, queue: QueueName, assigneeKeys: string[], today: string, page: { limit: number; offset: number }): Promise<QueueClaim[]> {
  const { rows } = await db.query<{ claim_id: string; practice_number: string; day: string; awaiting_since: Date | null }>(
    `SELECT claim_id, practice_number, last_visible_day::text AS day, awaiting_since FROM claim_queues
      WHERE ${CONDITIONS[queue]} AND $1::text[] IS NOT NULL AND $2::date IS NOT NULL
      ORDER BY ${ORDER[queue]} LIMIT ${page.limit} OFFSET ${page.offset}`,
    [assigneeKeys, today],
  );
  return rows.map((row) => ({ claimId: Number(row.claim_id), practiceNumber: row.practice_number, ageDays: daysBetween(row.day, today), awaitingSince: row.awaiting_since ? row.awaiting_since.toISOString() : null }));
}

export interface DeadlineCandidate {
  claimId: number;
  assignee: string | null;
}

/** Open claims sent to the airline before `sentBefore` and still without its answer. */
export async function silentAirlineClaims(db: pg.Pool, sentBefore: Date, after: number, limit: number): Promise<DeadlineCandidate[]> {
  const { rows } = await db.query<{ claim_id: string; assignee: string | null }>(
    `SELECT claim_id, assignee FROM claim_queues WHERE open AND awaiting_since IS NOT NULL AND awaiting_since <= $1 AND claim_id > $2 ORDER BY claim_id LIMIT ${limit}`,
    [sentBefore, after],
  );
  return rows.map((row) => ({ claimId: Number(row.claim_id), assignee: row.assignee }));
}

/** Open claims whose flight was on or before `flownBy` and have no limitation task yet. */
export async function oldFlightClaims(db: pg.Pool, flownBy: string, after: number, limit: number): Promise<DeadlineCandidate[]> {
  const { rows } = await db.query<{ claim_id: string; assignee: string | null }>(
    `SELECT claim_id, assignee FROM claim_queues WHERE open AND NOT limitation_task AND flight_date <= $1::date AND claim_id > $2 ORDER BY claim_id LIMIT ${limit}`,
    [flownBy, after],
  );
  return rows.map((row) => ({ claimId: Number(row.claim_id), assignee: row.assignee }));
}
