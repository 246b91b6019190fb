import type { Queryable } from '../platform/db/pool.js';

/** Per week (its Monday, Italian calendar): claims submitted, and claims closed as completed or rejected. */
export interface ClaimWeek {
  week: string;
  submitted: number;
  completed: number;
  rejected: number;
}

/** The claims read model's weeks from `since` (a Monday) on; weeks with nothing are left out. */
export async function claimWeeks(db: Queryable, since: string): Promise<ClaimWeek[]> {
  const { rows } = await db.query<{ week: string; submitted: number; completed: number; rejected: number }>(
    `WITH weeks AS (
       SELECT date_trunc('week', created_at AT TIME ZONE 'Europe/Rome')::date AS week, 1 AS submitted, 0 AS completed, 0 AS rejected
         FROM claims WHERE created_at >= ($1::date AT TIME ZONE 'Europe/Rome')
       UNION ALL
       SELECT date_trunc('week', closed_at AT TIME ZONE 'Europe/Rome')::date, 0, (admin_status = 'completed')::int, (admin_status = 'rejected')::int
         FROM claims WHERE closed_at >= ($1::date AT TIME ZONE 'Europe/Rome') AND admin_status IN ('completed', 'rejected'))
     SELECT to_char(week, 'YYYY-MM-DD') AS week, sum(submitted)::int AS submitted, sum(completed)::int AS completed, sum(rejected)::int AS rejected
       FROM weeks GROUP BY week ORDER BY week`,
    [since],
  );
  return rows;
}
