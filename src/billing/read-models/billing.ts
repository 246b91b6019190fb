import type pg from 'pg';
import { foldAround } from '../../../projections/fold-around.js';
import type { Projection } from '../../../projections/projection.js';
import { CLAIM_EVENT, claimIdOfStream } from '../../claims/contract.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { maskIban } from '../../contracts/billing.js';
import type { BankDetailsLinkSentData, InvoiceIssuedData, PayoutBatchEvent, PayoutSentData, VoucherAcceptedData } from '../billing-events.js';
import { accountFor, claimBillingDecider, evolveClaimBilling, feeOnReceived, initialClaimBillingState, payoutBlockers, payoutCents, receivedCents, uninvoiced, type ClaimBillingState } from '../claim-billing-decider.js';

type BatchEventData<Type extends PayoutBatchEvent['type']> = Extract<PayoutBatchEvent, { type: Type }>['data'];

const BATCH_PREFIX = 'payout-batch-';
const CLAIM_STREAM_EVENTS = new Set<string>(claimBillingDecider.eventTypes);
const BATCH_EVENTS = new Set(['PayoutBatchCreated', 'PayoutBatchApproved', 'PayoutLinesWithdrawn', 'PayoutBatchExecuted']);

/**
 * The money across claims, for the claim's money panel, the payout lists and the stats.
 * `billing_claim_states` keeps each claim's money as the decider folds it (payments with their
 * allocations, vouchers, invoices, payouts, the claim's passengers) with the IBAN only masked, so the
 * panel reads it instead of folding the stream; erasure folds into it like any event. From it, per
 * passenger, `billing_passengers` keeps what came in, the fee invoiced and what is owed (no names).
 * Applied inline (operators read it right after their write): each state row keeps its stream
 * version, and every other statement sets values, so folding an event again changes nothing.
 */
export const billingProjection: Projection = {
  kind: 'projection',
  name: 'billing',
  tables: ['billing_claim_states', 'billing_claims', 'billing_passengers', 'payout_batches'],
  schema: `
    CREATE TABLE IF NOT EXISTS billing_claim_states (
      claim_id bigint PRIMARY KEY,
      version bigint NOT NULL,
      state jsonb NOT NULL
    );
    CREATE TABLE IF NOT EXISTS billing_claims (
      claim_id bigint PRIMARY KEY,
      practice_number text,
      submitted_on date,
      bank_details boolean NOT NULL DEFAULT false,
      payment_cents bigint,
      payment_received_on date,
      payouts_open boolean NOT NULL DEFAULT false
    );
    CREATE INDEX IF NOT EXISTS billing_claims_payouts_open ON billing_claims (claim_id) WHERE payouts_open;
    CREATE TABLE IF NOT EXISTS billing_passengers (
      claim_id bigint NOT NULL,
      passenger_id int NOT NULL,
      received_cents bigint NOT NULL DEFAULT 0,
      has_account boolean NOT NULL DEFAULT false,
      fully_invoiced boolean NOT NULL DEFAULT false,
      invoice_number text,
      invoice_total_cents bigint NOT NULL DEFAULT 0,
      payout_cents bigint NOT NULL DEFAULT 0,
      issued_on date,
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
  handles: (event) => CLAIM_STREAM_EVENTS.has(event.type) || BATCH_EVENTS.has(event.type),
  inline: true,
  async apply(events, db) {
    // A payout batch's event changes the passengers' rows of other claims: the claims' events before it are written first.
    await foldAround(events, isPayoutBatchEvent, (run) => applyClaimEvents(run, db), (event) => applyBatchEvent(event, db));
  },
};

/** A claim's money as stored: the decider's state with its maps as entries, the IBAN left out (only its mask is kept). */
type StoredState = Omit<ClaimBillingState, 'bankDetails' | 'bankDetailsLinks' | 'received' | 'vouchers' | 'invoices' | 'payouts' | 'signedMandates'> & {
  /** Per passenger who gave an account: its IBAN masked, and whether the invoice's customer data came with it. */
  accounts: [number, { ibanMasked: string; customer: boolean }][];
  links: [number, BankDetailsLinkSentData][];
  received: [number, { cents: number; lastReceivedOn: string }][];
  vouchers: [number, VoucherAcceptedData][];
  invoices: [number, InvoiceIssuedData[]][];
  payouts: [number, PayoutSentData][];
  signedMandates: number[];
};

const store = (state: ClaimBillingState): StoredState => ({
  claim: state.claim,
  links: [...state.bankDetailsLinks],
  payments: state.payments,
  // Erased: not even the mask stays.
  accounts:
    state.claim.exists && state.claim.personalDataErasedAt
      ? []
      : [...state.bankDetails].map(([passengerId, account]) => [passengerId, { ibanMasked: maskIban(account.iban), customer: account.codiceFiscale !== null && account.address !== null }]),
  received: [...state.received],
  vouchers: [...state.vouchers],
  // The customer's codice fiscale and address stay in the event only (encrypted there).
  invoices: [...state.invoices].map(([passengerId, invoices]) => [passengerId, invoices.map(({ customer: _customer, ...invoice }) => invoice)]),
  payouts: [...state.payouts],
  signedMandates: [...state.signedMandates],
  airlineAgreed: state.airlineAgreed,
});

/** The stored state back as the decider's; of each account only the masked IBAN (holder, codice fiscale and address are not kept here). */
export const revive = (stored: StoredState): ClaimBillingState => ({
  claim: stored.claim,
  bankDetailsLinks: new Map(stored.links),
  payments: stored.payments,
  bankDetails: new Map(
    stored.accounts.map(([passengerId, account]) => [
      passengerId,
      { iban: account.ibanMasked, accountHolder: '', codiceFiscale: account.customer ? '' : null, address: account.customer ? { street: '', postalCode: '', city: '', province: null, country: '' } : null },
    ]),
  ),
  received: new Map(stored.received),
  vouchers: new Map(stored.vouchers),
  invoices: new Map(stored.invoices),
  payouts: new Map(stored.payouts),
  signedMandates: new Set(stored.signedMandates),
  airlineAgreed: stored.airlineAgreed,
});

const isPayoutBatchEvent = (event: RecordedEvent) => event.stream.startsWith(BATCH_PREFIX);

/** A claim's money while a run of events is folded, and what the run has to write for it. */
interface FoldedClaim {
  claimId: number;
  version: bigint | undefined;
  state: ClaimBillingState;
  /** Whether an event of the run was folded (not one already folded before). */
  changed: boolean;
  /** The state after the run's last event that left the claim existing: billing_claims is written from it. */
  existing?: ClaimBillingState;
  submittedOn?: string;
  /** Per passenger, the state after the last event that had something of theirs to write, and the last batch named. */
  passengers: Map<number, { state: ClaimBillingState; batchId: string | null }>;
}

/**
 * Folds a run of events in memory, each claim's state read once, and writes each claim's rows once,
 * one statement per table: what writing after every event would have left.
 */
async function applyClaimEvents(events: RecordedEvent[], db: pg.PoolClient): Promise<void> {
  const claimEvents = events.filter((event) => CLAIM_STREAM_EVENTS.has(event.type));
  if (claimEvents.length === 0) return;
  const claimIds = [...new Set(claimEvents.map((event) => claimIdOfStream(event.stream)!))];
  const { rows } = await db.query<{ claim_id: string; version: string; state: StoredState }>(
    'SELECT claim_id, version, state FROM billing_claim_states WHERE claim_id = ANY($1::bigint[])',
    [claimIds],
  );
  const stored = new Map(rows.map((row) => [Number(row.claim_id), row]));
  const folded = new Map<number, FoldedClaim>();
  for (const event of claimEvents) {
    const claimId = claimIdOfStream(event.stream)!;
    let claim = folded.get(claimId);
    if (!claim) {
      const row = stored.get(claimId);
      claim = { claimId, version: row && BigInt(row.version), state: row ? revive(row.state) : initialClaimBillingState(), changed: false, passengers: new Map() };
      folded.set(claimId, claim);
    }
    if (claim.version !== undefined && claim.version >= event.version) continue;
    const state = evolveClaimBilling(claim.state, { type: event.type, data: event.data } as never, event.metadata.requestedAt);
    claim.state = state;
    claim.version = event.version;
    claim.changed = true;
    if (!state.claim.exists) continue;
    claim.existing = state;
    // The submission's day (UTC) starts the payout time the landing states (payout-times.ts).
    if (event.type === CLAIM_EVENT.ClaimSubmitted) claim.submittedOn = event.createdAt.toISOString().slice(0, 10);
    for (const { passengerId } of state.claim.passengers) {
      const paid = state.payouts.get(passengerId);
      if (receivedCents(state, passengerId) === 0 && (state.invoices.get(passengerId) ?? []).length === 0 && !paid) continue;
      claim.passengers.set(passengerId, { state, batchId: paid?.batchId ?? claim.passengers.get(passengerId)?.batchId ?? null });
    }
  }
  const changed = [...folded.values()].filter((claim) => claim.changed);
  if (changed.length === 0) return;
  await db.query(
    `INSERT INTO billing_claim_states (claim_id, version, state) SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::jsonb[])
     ON CONFLICT (claim_id) DO UPDATE SET version = EXCLUDED.version, state = EXCLUDED.state`,
    [changed.map((claim) => claim.claimId), changed.map((claim) => claim.version!.toString()), changed.map((claim) => JSON.stringify(store(claim.state)))],
  );
  const existing = changed.filter((claim) => claim.existing);
  if (existing.length > 0) await writeClaims(db, existing);
  const passengers = existing.flatMap((claim) => [...claim.passengers].map(([passengerId, { state, batchId }]) => passengerRow(claim.claimId, passengerId, state, batchId)));
  if (passengers.length > 0) await writePassengers(db, passengers);
}

async function writeClaims(db: pg.PoolClient, claims: FoldedClaim[]): Promise<void> {
  const rows = claims.map(({ claimId, existing: state, submittedOn }) => {
    const { payments } = state!;
    return [
      claimId,
      state!.claim.exists ? state!.claim.practiceNumber : null,
      submittedOn ?? null,
      state!.bankDetails.size > 0,
      payments.length ? payments.reduce((sum, payment) => sum + payment.amountCents, 0) : null,
      payments.length ? payments.reduce((latest, payment) => (payment.receivedOn > latest ? payment.receivedOn : latest), payments[0]!.receivedOn) : null,
      state!.claim.exists && !state!.claim.personalDataErasedAt && state!.claim.passengers.some((passenger) => payoutBlockers(state!, passenger.passengerId, null) !== undefined),
    ];
  });
  await db.query(
    `INSERT INTO billing_claims (claim_id, practice_number, submitted_on, bank_details, payment_cents, payment_received_on, payouts_open)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::date[], $4::boolean[], $5::bigint[], $6::date[], $7::boolean[])
     ON CONFLICT (claim_id) DO UPDATE SET practice_number = EXCLUDED.practice_number, submitted_on = coalesce(EXCLUDED.submitted_on, billing_claims.submitted_on),
       bank_details = EXCLUDED.bank_details, payment_cents = EXCLUDED.payment_cents, payment_received_on = EXCLUDED.payment_received_on, payouts_open = EXCLUDED.payouts_open`,
    columnsOf(rows, 7),
  );
}

function passengerRow(claimId: number, passengerId: number, state: ClaimBillingState, batchId: string | null): unknown[] {
  const invoices = state.invoices.get(passengerId) ?? [];
  const paid = state.payouts.get(passengerId);
  return [
    claimId,
    passengerId,
    receivedCents(state, passengerId),
    invoices.length > 0 && !uninvoiced(state, passengerId),
    invoices.at(-1)?.invoiceNumber ?? null,
    invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0),
    paid?.amountCents ?? payoutCents(state, passengerId),
    invoices[0]?.issuedOn ?? null,
    paid?.executedOn ?? null,
    paid?.amountCents ?? null,
    batchId,
    accountFor(state, passengerId) !== undefined,
  ];
}

/** A passenger's batch is only ever set here, never cleared: a payout batch's own events clear it. */
async function writePassengers(db: pg.PoolClient, rows: unknown[][]): Promise<void> {
  await db.query(
    `INSERT INTO billing_passengers (claim_id, passenger_id, received_cents, fully_invoiced, invoice_number, invoice_total_cents, payout_cents, issued_on, paid_on, paid_cents, batch_id, has_account)
     SELECT * FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::boolean[], $5::text[], $6::bigint[], $7::bigint[], $8::date[], $9::date[], $10::bigint[], $11::uuid[], $12::boolean[])
     ON CONFLICT (claim_id, passenger_id) DO UPDATE SET received_cents = EXCLUDED.received_cents, fully_invoiced = EXCLUDED.fully_invoiced, invoice_number = EXCLUDED.invoice_number,
       invoice_total_cents = EXCLUDED.invoice_total_cents, payout_cents = EXCLUDED.payout_cents, issued_on = EXCLUDED.issued_on, paid_on = EXCLUDED.paid_on, paid_cents = EXCLUDED.paid_cents,
       batch_id = coalesce(EXCLUDED.batch_id, billing_passengers.batch_id), has_account = EXCLUDED.has_account`,
    columnsOf(rows, 12),
  );
}

/** Rows as one array per column, for unnest. */
function columnsOf(rows: unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]));
}

async function applyBatchEvent(event: RecordedEvent, db: pg.PoolClient): Promise<void> {
  switch (event.type) {
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

/** Passengers with money received, all of it invoiced, and bank details, paid by no batch and in no open one. */
export async function readyPayoutRows(db: pg.Pool): Promise<ReadyRow[]> {
  const { rows } = await db.query(
    `SELECT p.claim_id, p.passenger_id, p.payout_cents, c.payment_received_on
       FROM billing_passengers p JOIN billing_claims c USING (claim_id)
      WHERE p.received_cents > 0 AND p.fully_invoiced AND p.payout_cents > 0 AND p.has_account AND p.paid_on IS NULL
        AND (p.batch_id IS NULL OR EXISTS (SELECT 1 FROM payout_batches b WHERE b.id = p.batch_id AND b.executed_on IS NOT NULL))
      ORDER BY c.payment_received_on, p.claim_id, p.passenger_id`,
  );
  return rows.map((row) => ({ claimId: Number(row.claim_id), passengerId: row.passenger_id, payoutCents: Number(row.payout_cents), paymentReceivedOn: isoDay(row.payment_received_on) }));
}

/** The claims where some passenger is still owed a payout through us (the airline accepted or paid, and they are not paid), in id order. */
export async function claimsWithPayoutsOpen(db: pg.Pool, limit: number): Promise<number[]> {
  const { rows } = await db.query(`SELECT claim_id FROM billing_claims WHERE payouts_open ORDER BY claim_id LIMIT ${Math.trunc(limit)}`);
  return rows.map((row) => Number(row.claim_id));
}

/** Of these claims, each passenger in a batch not executed yet, with that batch ('claimId/passengerId' → batch id). */
export async function openBatchesOf(db: pg.Pool | pg.PoolClient, claimIds: readonly number[]): Promise<Map<string, string>> {
  if (claimIds.length === 0) return new Map();
  const { rows } = await db.query(
    `SELECT p.claim_id, p.passenger_id, p.batch_id FROM billing_passengers p JOIN payout_batches b ON b.id = p.batch_id
      WHERE p.claim_id = ANY($1::bigint[]) AND b.executed_on IS NULL AND p.paid_on IS NULL`,
    [[...claimIds]],
  );
  return new Map(rows.map((row) => [`${row.claim_id}/${row.passenger_id}`, row.batch_id as string]));
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

export const BATCHES_PAGE_SIZE = 20;

interface BatchRecord {
  id: string;
  items: BatchRow['items'];
  total_cents: string;
  created_at: Date;
  created_by: BatchRow['createdBy'];
  approved_by: BatchRow['approvedBy'];
  approved_at: Date | null;
  executed_on: Date | null;
}

/** One page of the batches, the newest first, and how many there are in all. */
export async function batchesPage(db: pg.Pool, page: number): Promise<{ rows: BatchRow[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<BatchRecord>('SELECT * FROM payout_batches ORDER BY created_at DESC, id LIMIT $1 OFFSET $2', [BATCHES_PAGE_SIZE, (page - 1) * BATCHES_PAGE_SIZE]),
    db.query<{ total: string }>('SELECT count(*) AS total FROM payout_batches'),
  ]);
  return { rows: rows.map(batchRow), total: Number(counted[0]!.total) };
}

/** The batch named, created at any time. */
export async function listBatches(db: pg.Pool, batchId: string): Promise<BatchRow[]> {
  const { rows } = await db.query<BatchRecord>('SELECT * FROM payout_batches WHERE id = $1', [batchId]);
  return rows.map(batchRow);
}

function batchRow(row: BatchRecord): BatchRow {
  return {
    id: row.id,
    items: row.items,
    totalCents: Number(row.total_cents),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at ? row.approved_at.toISOString() : null,
    executedOn: row.executed_on ? isoDay(row.executed_on) : null,
  };
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
            count(*) FILTER (WHERE paid_on IS NULL AND payout_cents > 0)::int AS pending,
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

/** What came in for this passenger, our fee on it and their net; undefined while nothing came in. */
export async function passengerMoney(db: pg.Pool, claimId: number, passengerId: number): Promise<{ receivedCents: number; feeCents: number; netCents: number } | undefined> {
  const state = await claimBillingRow(db, claimId);
  if (!state || receivedCents(state, passengerId) === 0) return undefined;
  const fee = feeOnReceived(state, passengerId);
  return { receivedCents: fee.compensationCents, feeCents: fee.feeCents, netCents: fee.netCents };
}

/** Whether money came in for this claim and every passenger who had some has been paid out. */
export async function paidOut(db: pg.Pool, claimId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT bool_and(paid_on IS NOT NULL) AS all_paid FROM billing_passengers WHERE claim_id = $1 AND received_cents > 0', [claimId]);
  return rows[0]?.all_paid === true;
}

/** What the airline paid so far for each of these claims (the claims with nothing paid are not in it). */
export async function obtainedCents(db: pg.Pool, claimIds: readonly number[]): Promise<Map<number, number>> {
  if (claimIds.length === 0) return new Map();
  const { rows } = await db.query('SELECT claim_id, payment_cents FROM billing_claims WHERE claim_id = ANY($1::bigint[]) AND payment_cents IS NOT NULL', [[...new Set(claimIds)]]);
  return new Map(rows.map((row) => [Number(row.claim_id), Number(row.payment_cents)]));
}

/** The practice numbers of these claims (for the batches' lists). */
export async function practiceNumbers(db: pg.Pool, claimIds: number[]): Promise<Map<number, string>> {
  if (claimIds.length === 0) return new Map();
  const { rows } = await db.query('SELECT claim_id, practice_number FROM billing_claims WHERE claim_id = ANY($1::bigint[])', [[...new Set(claimIds)]]);
  return new Map(rows.map((row) => [Number(row.claim_id), (row.practice_number as string | null) ?? '']));
}

/** A claim's money as the read model keeps it (the decider's state, each account's IBAN only masked); undefined before the claim exists. */
export async function claimBillingRow(db: pg.Pool, claimId: number): Promise<ClaimBillingState | undefined> {
  return (await claimBillingRows(db, [claimId])).get(claimId);
}

/** Several claims' money in one read, by claim id. */
export async function claimBillingRows(db: pg.Pool, claimIds: readonly number[]): Promise<Map<number, ClaimBillingState>> {
  if (claimIds.length === 0) return new Map();
  const { rows } = await db.query('SELECT claim_id, state FROM billing_claim_states WHERE claim_id = ANY($1::bigint[])', [[...claimIds]]);
  return new Map(rows.map((row: { claim_id: string; state: StoredState }) => [Number(row.claim_id), revive(row.state)]));
}
