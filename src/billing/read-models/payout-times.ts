import type pg from 'pg';
import { PAYOUT_TIMES_MIN_CLAIMS, type PayoutTimes } from '../../contracts/payout-times.js';

/**
 * From billing_claims and billing_passengers: per claim, the days from its submission to its first
 * payout; their median over every paid claim. Nothing below PAYOUT_TIMES_MIN_CLAIMS paid claims.
 */
export async function payoutTimes(pool: pg.Pool): Promise<PayoutTimes> {
  const { rows } = await pool.query<{ paid: number; median: number | null }>(
    `WITH paid AS (
       SELECT c.claim_id, min(p.paid_on) - c.submitted_on AS days
         FROM billing_claims c JOIN billing_passengers p USING (claim_id)
        WHERE p.paid_on IS NOT NULL AND c.submitted_on IS NOT NULL
        GROUP BY c.claim_id, c.submitted_on)
     SELECT count(*)::int AS paid, percentile_cont(0.5) WITHIN GROUP (ORDER BY days)::float8 AS median FROM paid`,
  );
  const { paid, median } = rows[0]!;
  if (paid < PAYOUT_TIMES_MIN_CLAIMS || median === null) return { medianDays: null, paidClaims: 0 };
  return { medianDays: Math.round(median), paidClaims: paid };
}
