import type { Queryable } from '../platform/db/pool.js';

/** Per week (its Monday): what airlines paid, our fees invoiced, and the median days from an airline's payment to our first payout of the claim. */
export interface MoneyWeek {
  week: string;
  recoveredCents: number;
  feesCents: number;
  medianDaysToPayout: number | null;
}

/** The billing read models' weeks from `since` (a Monday) on; weeks with nothing are left out. */
export async function moneyWeeks(db: Queryable, since: string): Promise<MoneyWeek[]> {
  const { rows } = await db.query<{ week: string; recovered: string; fees: string; median_days: number | null }>(
    `WITH received AS (
       SELECT date_trunc('week', payment_received_on)::date AS week, sum(payment_cents) AS cents
         FROM billing_claims WHERE payment_received_on >= $1::date GROUP BY 1),
     invoiced AS (
       SELECT date_trunc('week', issued_on)::date AS week, sum(invoice_total_cents) AS cents
         FROM billing_passengers WHERE issued_on >= $1::date GROUP BY 1),
     first_payouts AS (
       SELECT c.claim_id, min(p.paid_on) AS paid_on, c.payment_received_on
         FROM billing_claims c JOIN billing_passengers p USING (claim_id)
        WHERE p.paid_on IS NOT NULL AND c.payment_received_on IS NOT NULL
        GROUP BY c.claim_id, c.payment_received_on),
     payouts AS (
       SELECT date_trunc('week', paid_on)::date AS week, percentile_cont(0.5) WITHIN GROUP (ORDER BY paid_on - payment_received_on)::float8 AS median_days
         FROM first_payouts WHERE paid_on >= $1::date GROUP BY 1)
     SELECT to_char(week, 'YYYY-MM-DD') AS week, coalesce(r.cents, 0) AS recovered, coalesce(i.cents, 0) AS fees, p.median_days
       FROM received r FULL JOIN invoiced i USING (week) FULL JOIN payouts p USING (week)
      ORDER BY week`,
    [since],
  );
  return rows.map((row) => ({ week: row.week, recoveredCents: Number(row.recovered), feesCents: Number(row.fees), medianDaysToPayout: row.median_days === null ? null : Math.round(row.median_days) }));
}
