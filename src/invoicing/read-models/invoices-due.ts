import type pg from 'pg';
import type { Projection } from '../../../projections/projection.js';
import { BILLING_EVENT, type AirlinePaymentReceivedData, type InvoiceIssuedData } from '../../billing/contract.js';
import { claimIdOfStream } from '../../claims/contract.js';

/** The row of a payment recorded before payments were allocated per passenger: any invoice of the claim answers it. */
const WHOLE_CLAIM = 0;

/**
 * Per passenger, the day the airline's latest payment brought them money and the day of their latest
 * invoice: the fee is collected with the payment, and its invoice is due within 12 days (art. 21 co. 4
 * DPR 633/1972; the tasks module's deadline rules open «Fattura in ritardo»). A passenger is late while
 * no invoice has been issued to them since a payment older than that; one invoiced passenger does not
 * hide another still waiting. GREATEST keeps each fold idempotent.
 */
export const invoicesDueProjection: Projection = {
  kind: 'projection',
  name: 'e_invoices_due',
  tables: ['e_invoices_due'],
  schema: `
    CREATE TABLE IF NOT EXISTS e_invoices_due (
      claim_id bigint NOT NULL,
      passenger_id int NOT NULL,
      paid_on date,
      invoiced_on date,
      PRIMARY KEY (claim_id, passenger_id)
    );
  `,
  handles: (event) => event.type === BILLING_EVENT.AirlinePaymentReceived || event.type === BILLING_EVENT.InvoiceIssued,
  async apply(events, db) {
    for (const event of events) {
      const claimId = claimIdOfStream(event.stream);
      if (claimId === undefined) continue;
      if (event.type === BILLING_EVENT.AirlinePaymentReceived) {
        const { receivedOn, allocations } = event.data as AirlinePaymentReceivedData;
        const passengerIds = allocations ? allocations.filter((allocation) => allocation.amountCents > 0).map((allocation) => allocation.passengerId) : [WHOLE_CLAIM];
        await db.query(
          `INSERT INTO e_invoices_due (claim_id, passenger_id, paid_on) SELECT $1, unnest($2::int[]), $3
           ON CONFLICT (claim_id, passenger_id) DO UPDATE SET paid_on = GREATEST(e_invoices_due.paid_on, EXCLUDED.paid_on)`,
          [claimId, passengerIds, receivedOn],
        );
      } else if (event.type === BILLING_EVENT.InvoiceIssued) {
        const { issuedOn, passengerId } = event.data as InvoiceIssuedData;
        await db.query(
          `INSERT INTO e_invoices_due (claim_id, passenger_id, invoiced_on) SELECT $1, unnest($2::int[]), $3
           ON CONFLICT (claim_id, passenger_id) DO UPDATE SET invoiced_on = GREATEST(e_invoices_due.invoiced_on, EXCLUDED.invoiced_on)`,
          [claimId, [passengerId, WHOLE_CLAIM], issuedOn],
        );
      }
    }
  },
};

const LATE = 'paid_on IS NOT NULL AND (invoiced_on IS NULL OR invoiced_on < paid_on)';

/** Claims with a passenger paid on or before `paidBy` and not invoiced since, after `after` in id order, with the earliest such payment. */
export async function lateInvoiceClaims(db: pg.Pool, paidBy: string, after: number, limit: number): Promise<{ claimId: number; paidOn: string }[]> {
  const { rows } = await db.query<{ claim_id: string; paid_on: string }>(
    `SELECT claim_id, to_char(min(paid_on), 'YYYY-MM-DD') AS paid_on FROM e_invoices_due
      WHERE paid_on <= $1::date AND ${LATE} AND claim_id > $2 GROUP BY claim_id ORDER BY claim_id LIMIT ${Math.trunc(limit)}`,
    [paidBy, after],
  );
  return rows.map((row) => ({ claimId: Number(row.claim_id), paidOn: row.paid_on }));
}

/** Whether some passenger of a claim still lacks the invoice of their latest payment. */
export async function invoicePending(db: pg.Pool, claimId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM e_invoices_due WHERE claim_id = $1 AND ${LATE} LIMIT 1`, [claimId]);
  return rows.length > 0;
}
