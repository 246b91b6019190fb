import type pg from 'pg';
import type { Projection } from '../../../projections/projection.js';
import { BILLING_EVENT, type AirlinePaymentReceivedData, type InvoiceIssuedData } from '../../billing/contract.js';
import { claimIdOfStream } from '../../claims/contract.js';

/**
 * Per claim, the day the airline's latest payment came in and the day of the latest invoice issued:
 * the fee is collected with the payment, and its invoice is due within 12 days (art. 21 co. 4 DPR
 * 633/1972; the tasks module's deadline rules open «Fattura in ritardo»). A claim is late while no
 * invoice has been issued since a payment older than that.
 * GREATEST keeps each fold idempotent.
 */
export const invoicesDueProjection: Projection = {
  kind: 'projection',
  name: 'e_invoices_due',
  tables: ['e_invoices_due'],
  schema: `
    CREATE TABLE IF NOT EXISTS e_invoices_due (
      claim_id bigint PRIMARY KEY,
      paid_on date,
      invoiced_on date
    );
  `,
  handles: (event) => event.type === BILLING_EVENT.AirlinePaymentReceived || event.type === BILLING_EVENT.InvoiceIssued,
  async apply(events, db) {
    for (const event of events) {
      const claimId = claimIdOfStream(event.stream);
      if (claimId === undefined) continue;
      if (event.type === BILLING_EVENT.AirlinePaymentReceived) {
        const { receivedOn } = event.data as AirlinePaymentReceivedData;
        await db.query('INSERT INTO e_invoices_due (claim_id, paid_on) VALUES ($1, $2) ON CONFLICT (claim_id) DO UPDATE SET paid_on = GREATEST(e_invoices_due.paid_on, EXCLUDED.paid_on)', [claimId, receivedOn]);
      } else if (event.type === BILLING_EVENT.InvoiceIssued) {
        const { issuedOn } = event.data as InvoiceIssuedData;
        await db.query('INSERT INTO e_invoices_due (claim_id, invoiced_on) VALUES ($1, $2) ON CONFLICT (claim_id) DO UPDATE SET invoiced_on = GREATEST(e_invoices_due.invoiced_on, EXCLUDED.invoiced_on)', [claimId, issuedOn]);
      }
    }
  },
};

/** Claims paid on or before `paidBy` with no invoice issued since that payment, after `after` in id order. */
export async function lateInvoiceClaims(db: pg.Pool, paidBy: string, after: number, limit: number): Promise<{ claimId: number; paidOn: string }[]> {
  const { rows } = await db.query<{ claim_id: string; paid_on: string }>(
    `SELECT claim_id, to_char(paid_on, 'YYYY-MM-DD') AS paid_on FROM e_invoices_due
      WHERE paid_on <= $1::date AND (invoiced_on IS NULL OR invoiced_on < paid_on) AND claim_id > $2 ORDER BY claim_id LIMIT ${Math.trunc(limit)}`,
    [paidBy, after],
  );
  return rows.map((row) => ({ claimId: Number(row.claim_id), paidOn: row.paid_on }));
}

/** Whether a claim still lacks the invoice of its latest payment. */
export async function invoicePending(db: pg.Pool, claimId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM e_invoices_due WHERE claim_id = $1 AND paid_on IS NOT NULL AND (invoiced_on IS NULL OR invoiced_on < paid_on)', [claimId]);
  return rows.length > 0;
}
