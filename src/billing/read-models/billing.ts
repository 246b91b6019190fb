import type pg from 'pg';
import type { Projection } from '../../../projections/projection.js';
import { CLAIM_EVENT, claimIdOfStream } from '../../claims/contract.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { AirlinePaymentReceivedData, InvoiceIssuedData, PayoutBatchEvent, PayoutSentData } from '../billing-events.js';

type BatchEventData<Type extends PayoutBatchEvent['type']> = Extract<PayoutBatchEvent, { type: Type }>['data'];

const BATCH_PREFIX = 'payout-batch-';

/**
 * The money across claims, for the payout lists and the stats: the airline's payment per claim,
 * invoice and payout per passenger, the batches (with the operators who made and approved them).
 * Nothing of the passengers' personal (no names, no IBAN): bank details are only known to be there. Applied inline (operators read it right after their write); every
 * statement sets values, so folding an event again changes nothing.
 */
export const billingProjection: Projection = {
  kind: 'projection',
  name: 'billing',
  tables: ['billing_claims', 'billing_passengers', 'payout_batches'],
  schema: `
    CREATE TABLE IF NOT EXISTS billing_claims (
      claim_id bigint PRIMARY KEY,
      practice_number text,
      submitted_on date,
      bank_details boolean NOT NULL DEFAULT false,
      payment_cents bigint,
      payment_received_on date
    );
    CREATE TABLE IF NOT EXISTS billing_passengers (
      claim_id bigint NOT NULL,
      passenger_id int NOT NULL,
      invoice_number text NOT NULL,
      invoice_total_cents bigint NOT NULL,
      payout_cents bigint NOT NULL,
      issued_on date NOT NULL,
      batch_id uuid,
      paid_on date,
      paid_cents bigint,
      PRIMARY KEY (claim_id, passenger_id)
    );
    CREATE TABLE IF NOT EXISTS payout_batches (
      id uuid PRIMARY KEY,
      items jsonb NOT NULL,
      total_cents bigint NOT NULL,
      created_at timestamptz NOT NULL,
      created_by jsonb,
      approved_by jsonb,
      approved_at timestamptz,
      executed_on date
    );
  `,
  handles: (event) => [CLAIM_EVENT.ClaimSubmitted, 'BankDetailsProvided', 'AirlinePaymentReceived', 'InvoiceIssued', 'PayoutSent', 'PayoutBatchCreated', 'PayoutBatchApproved', 'PayoutLinesWithdrawn', 'PayoutBatchExecuted'].includes(event.type),
  inline: true,
  async apply(events, db) {
    for (const event of events) await applyEvent(event, db);
  },
};

async function applyEvent(event: RecordedEvent, db: pg.PoolClient): Promise<void> {
  const claimId = claimIdOfStream(event.stream);
  switch (event.type) {
    case CLAIM_EVENT.ClaimSubmitted:
      await db.query(
        // The submission's day (UTC) starts the payout time the landing states (payout-times.ts).
        `INSERT INTO billing_claims (claim_id, practice_number, submitted_on) VALUES ($1, $2, $3)
         ON CONFLICT (claim_id) DO UPDATE SET practice_number = $2, submitted_on = $3`,
        [claimId, (event.data as { practiceNumber: string }).practiceNumber, event.createdAt.toISOString().slice(0, 10)],
      );
      return;
    case 'BankDetailsProvided':
      await db.query('INSERT INTO billing_claims (claim_id, bank_details) VALUES ($1, true) ON CONFLICT (claim_id) DO UPDATE SET bank_details = true', [claimId]);
      return;
    case 'AirlinePaymentReceived': {
      const data = event.data as AirlinePaymentReceivedData;
      await db.query(
        `INSERT INTO billing_claims (claim_id, payment_cents, payment_received_on) VALUES ($1, $2, $3)
         ON CONFLICT (claim_id) DO UPDATE SET payment_cents = $2, payment_received_on = $3`,
        [claimId, data.amountCents, data.receivedOn],
      );
      return;
    }
    case 'InvoiceIssued': {
      const data = event.data as InvoiceIssuedData;
      await db.query(
        `INSERT INTO billing_passengers (claim_id, passenger_id, invoice_number, invoice_total_cents, payout_cents, issued_on) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (claim_id, passenger_id) DO NOTHING`,
        [claimId, data.passengerId, data.invoiceNumber, data.totalCents, data.compensationCents - data.totalCents, data.issuedOn],
      );
      return;
    }
    case 'PayoutSent': {
      const data = event.data as PayoutSentData;
      await db.query('UPDATE billing_passengers SET paid_on = $3, paid_cents = $4, batch_id = $5 WHERE claim_id = $1 AND passenger_id = $2', [
        claimId,
        data.passengerId,
        data.executedOn,
        data.amountCents,
        data.batchId,
      ]);
      return;
    }
    case 'PayoutBatchCreated': {
      const id = event.stream.slice(BATCH_PREFIX.length);
      const data = event.data as BatchEventData<'PayoutBatchCreated'>;
      const items = data.items.map(({ claimId, passengerId, amountCents }) => ({ claimId, passengerId, amountCents }));
      await db.query('INSERT INTO payout_batches (id, items, total_cents, created_at, created_by) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING', [
        id,
        JSON.stringify(items),
        data.totalCents,
        data.createdAt,
        data.createdBy ? JSON.stringify(data.createdBy) : null,
      ]);
      for (const item of data.items) {
        await db.query('UPDATE billing_passengers SET batch_id = $3 WHERE claim_id = $1 AND passenger_id = $2 AND paid_on IS NULL', [item.claimId, item.passengerId, id]);
      }
      return;
    }
    case 'PayoutBatchApproved': {
      const data = event.data as BatchEventData<'PayoutBatchApproved'>;
      await db.query('UPDATE payout_batches SET approved_by = $2, approved_at = $3 WHERE id = $1', [event.stream.slice(BATCH_PREFIX.length), JSON.stringify(data.approvedBy), data.approvedAt]);
      return;
    }
    case 'PayoutLinesWithdrawn': {
      const id = event.stream.slice(BATCH_PREFIX.length);
      const { items } = event.data as BatchEventData<'PayoutLinesWithdrawn'>;
      const { rows } = await db.query('SELECT items FROM payout_batches WHERE id = $1', [id]);
      const kept = ((rows[0]?.items ?? []) as BatchRow['items']).filter((line) => !items.some((item) => item.claimId === line.claimId && item.passengerId === line.passengerId));
      await db.query('UPDATE payout_batches SET items = $2, total_cents = $3 WHERE id = $1', [id, JSON.stringify(kept), kept.reduce((sum, line) => sum + line.amountCents, 0)]);
      for (const item of items) {
        await db.query('UPDATE billing_passengers SET batch_id = NULL WHERE claim_id = $1 AND passenger_id = $2 AND batch_id = $3 AND paid_on IS NULL', [item.claimId, item.passengerId, id]);
      }
      return;
    }
    case 'PayoutBatchExecuted':
      await db.query('UPDATE payout_batches SET executed_on = $2 WHERE id = $1', [event.stream.slice(BATCH_PREFIX.length), (event.data as { executedOn: string }).executedOn]);
      return;
  }
}

export interface ReadyRow {
  claimId: number;
  passengerId: number;
  payoutCents: number;
  paymentReceivedOn: string;
}

const isoDay = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`);

/** Passengers with the airline's payment, an invoice and bank details, paid by no batch and in no open one. */
export async function readyPayoutRows(db: pg.Pool): Promise<ReadyRow[]> {
  const { rows } = await db.query(
    `SELECT p.claim_id, p.passenger_id, p.payout_cents, c.payment_received_on
       FROM billing_passengers p JOIN billing_claims c USING (claim_id)
      WHERE c.payment_cents IS NOT NULL AND c.bank_details AND p.paid_on IS NULL
        AND (p.batch_id IS NULL OR EXISTS (SELECT 1 FROM payout_batches b WHERE b.id = p.batch_id AND b.executed_on IS NOT NULL))
      ORDER BY c.payment_received_on, p.claim_id, p.passenger_id`,
  );
  return rows.map((row) => ({ claimId: Number(row.claim_id), passengerId: row.passenger_id, payoutCents: Number(row.payout_cents), paymentReceivedOn: isoDay(row.payment_received_on) }));
}

/** The (claim, passenger) pairs paid, or waiting in a batch not executed yet. */
export async function takenPayouts(db: pg.Pool, items: readonly { claimId: number; passengerId: number }[]): Promise<Set<string>> {
  const { rows } = await db.query(
    `SELECT claim_id, passenger_id FROM billing_passengers p
      WHERE (claim_id, passenger_id) IN (SELECT * FROM unnest($1::bigint[], $2::int[]))
        AND (paid_on IS NOT NULL OR EXISTS (SELECT 1 FROM payout_batches b WHERE b.id = p.batch_id AND b.executed_on IS NULL))`,
    [items.map((item) => item.claimId), items.map((item) => item.passengerId)],
  );
  return new Set(rows.map((row) => `${row.claim_id}/${row.passenger_id}`));
}

export interface BatchRow {
  id: string;
  items: { claimId: number; passengerId: number; amountCents: number }[];
  totalCents: number;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  approvedBy: { id: string; name: string } | null;
  approvedAt: string | null;
  executedOn: string | null;
}

/** The latest 200 batches, or the one named (created at any time). */
export async function listBatches(db: pg.Pool, batchId?: string): Promise<BatchRow[]> {
  const { rows } = batchId
    ? await db.query('SELECT * FROM payout_batches WHERE id = $1', [batchId])
    : await db.query('SELECT * FROM payout_batches ORDER BY created_at DESC LIMIT 200');
  return rows.map((row) => ({
    id: row.id,
    items: row.items,
    totalCents: Number(row.total_cents),
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
    executedOn: row.executed_on ? isoDay(row.executed_on) : null,
  }));
}

/** Which of these batches an admin has approved: their lines no longer change. */
export async function approvedBatchIds(db: pg.Pool, batchIds: string[]): Promise<string[]> {
  if (batchIds.length === 0) return [];
  const { rows } = await db.query('SELECT id FROM payout_batches WHERE id = ANY($1::uuid[]) AND approved_at IS NOT NULL', [batchIds]);
  return rows.map((row) => row.id as string);
}

export interface StatsRows {
  recoveredCents: number;
  invoicedCents: number;
  pending: { count: number; amountCents: number };
  paid: { receivedOn: string; paidOn: string }[];
}

export async function billingStatsRows(db: pg.Pool): Promise<StatsRows> {
  const recovered = await db.query('SELECT coalesce(sum(payment_cents), 0)::bigint AS cents FROM billing_claims');
  const invoiced = await db.query(
    `SELECT coalesce(sum(invoice_total_cents), 0)::bigint AS invoiced,
            count(*) FILTER (WHERE paid_on IS NULL)::int AS pending,
            coalesce(sum(payout_cents) FILTER (WHERE paid_on IS NULL), 0)::bigint AS pending_cents
       FROM billing_passengers`,
  );
  const paid = await db.query('SELECT c.payment_received_on, p.paid_on FROM billing_passengers p JOIN billing_claims c USING (claim_id) WHERE p.paid_on IS NOT NULL AND c.payment_received_on IS NOT NULL');
  return {
    recoveredCents: Number(recovered.rows[0].cents),
    invoicedCents: Number(invoiced.rows[0].invoiced),
    pending: { count: invoiced.rows[0].pending, amountCents: Number(invoiced.rows[0].pending_cents) },
    paid: paid.rows.map((row) => ({ receivedOn: isoDay(row.payment_received_on), paidOn: isoDay(row.paid_on) })),
  };
}

/** The practice numbers of these claims (for the batches' lists). */
export async function practiceNumbers(db: pg.Pool, claimIds: number[]): Promise<Map<number, string>> {
  if (claimIds.length === 0) return new Map();
  const { rows } = await db.query('SELECT claim_id, practice_number FROM billing_claims WHERE claim_id = ANY($1::bigint[])', [[...new Set(claimIds)]]);
  return new Map(rows.map((row) => [Number(row.claim_id), (row.practice_number as string | null) ?? '']));
}
