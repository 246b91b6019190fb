import type pg from 'pg';
import type { Projection } from '../../../projections/projection.js';
import { BILLING_EVENT, type AirlinePaymentReceivedData } from '../../billing/contract.js';
import { CLAIM_EVENT, claimIdOfStream, type ClaimSubmittedData } from '../../claims/contract.js';
import { CLOSED_STATUSES } from '../../contracts/claim-vocabulary.js';
import { italianToday } from '../../eligibility/index.js';
import { DEMAND_EVENT, type AirlineLetterReceiptRecordedData, type ClaimSentToAirlineData } from '../../demands/contract.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { EventCatalog } from '../../platform/events/catalog.js';

/** Which events are news to the passenger (the event catalog's): they restart a claim's days in its queue. */
type News = Pick<EventCatalog, 'isNews'>;
import type { TaskOpenedData } from '../task-events.js';

/** The queues kept by event (overdue depends on the clock: it is read from the open tasks). */
export const COUNTED_QUEUES = ['mine', 'unassigned', 'awaiting_airline', 'to_pay'] as const;
export type CountedQueue = (typeof COUNTED_QUEUES)[number];

const CLAIM_TYPES = new Set<string>([CLAIM_EVENT.ClaimSubmitted, CLAIM_EVENT.ClaimStatusChanged, CLAIM_EVENT.ClaimAssigned, CLAIM_EVENT.ClaimDetailsEdited, CLAIM_EVENT.DoItYourselfChosen, CLAIM_EVENT.OurServiceChosen, DEMAND_EVENT.ClaimSentToAirline, DEMAND_EVENT.AirlineReplied, DEMAND_EVENT.AirlineLetterReceiptRecorded, BILLING_EVENT.AirlinePaymentReceived, BILLING_EVENT.InvoiceIssued, BILLING_EVENT.PayoutSent]);

/**
 * Each claim's place in the operators' queues, and per queue (and per assignee for "Le mie pratiche")
 * how many claims it holds by the day the passenger last saw something happen. The dashboard reads
 * the day counts only: a few hundred rows per queue whatever the number of claims, so its counts,
 * oldest and median ages take milliseconds at a million claims. Every change to a claim's row moves
 * it between day counts in the same transaction; `stream_version` makes a second fold of an event
 * change nothing. Applied by the runner, gathering events for a moment (the dashboard may show an
 * assignment a fraction of a second late; no command waits on it), never in the appends'
 * transactions, where every claim submitted today would queue on the same day's count.
 */
export const claimQueuesProjection = (catalog: News): Projection => ({
  kind: 'projection',
  name: 'claim_queues',
  tables: ['claim_queues', 'claim_queue_days'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_queues (
      claim_id bigint PRIMARY KEY,
      practice_number text NOT NULL,
      stream_version bigint NOT NULL,
      open boolean NOT NULL,
      assignee text,
      flight_date date NOT NULL,
      last_visible_day date NOT NULL, -- a day of the Italian calendar, as the queues' "today" is
      awaiting_since timestamptz,
      sent_message_id text,
      airline_code text,
      paid boolean NOT NULL DEFAULT false,
      invoices integer NOT NULL DEFAULT 0,
      payouts integer NOT NULL DEFAULT 0,
      to_pay boolean NOT NULL DEFAULT false,
      limitation_task boolean NOT NULL DEFAULT false,
      do_it_yourself boolean NOT NULL DEFAULT false -- the passenger claims on their own: no work of ours, so not open
    );
    CREATE INDEX IF NOT EXISTS claim_queues_mine ON claim_queues (assignee, last_visible_day, claim_id) WHERE open AND assignee IS NOT NULL;
    CREATE INDEX IF NOT EXISTS claim_queues_unassigned ON claim_queues (last_visible_day, claim_id) WHERE open AND assignee IS NULL;
    CREATE INDEX IF NOT EXISTS claim_queues_awaiting ON claim_queues (awaiting_since, claim_id) WHERE open AND awaiting_since IS NOT NULL;
    CREATE INDEX IF NOT EXISTS claim_queues_to_pay ON claim_queues (last_visible_day, claim_id) WHERE to_pay;
    CREATE INDEX IF NOT EXISTS claim_queues_old_flights ON claim_queues (flight_date, claim_id) WHERE open AND NOT limitation_task;
    CREATE TABLE IF NOT EXISTS claim_queue_days (
      queue text NOT NULL,
      assignee text NOT NULL,
      day date NOT NULL,
      n integer NOT NULL,
      PRIMARY KEY (queue, assignee, day)
    );
  `,
  handles: (event) => isQueueEvent(catalog, event),
  // Not in the appends' transactions: every submission would otherwise wait on the same day's count.
  gatherMs: 100,
  apply: (events, db) => applyQueues(catalog, events, db),
});

type QueueRow = {
  claim_id: string;
  practice_number: string;
  stream_version: string;
  open: boolean;
  assignee: string | null;
  flight_date: string;
  last_visible_day: string;
  awaiting_since: string | null;
  sent_message_id: string | null;
  airline_code: string | null;
  paid: boolean;
  invoices: number;
  payouts: number;
  to_pay: boolean;
  limitation_task: boolean;
  do_it_yourself: boolean;
};

/** The assignment is free text (an operator's id, e-mail or name): compared trimmed and in lower case. */
export const assigneeKey = (assignee: string | null | undefined) => {
  const key = assignee?.trim().toLowerCase();
  return key ? key : null;
};

/** The day in Italy: the queues count ages against Italy's today, so a claim of 00:30 in Rome is not a day old at once. */
const day = (at: string | Date) => italianToday(at instanceof Date ? at : new Date(at));
const dateText = (value: unknown) => (value instanceof Date ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}` : String(value).slice(0, 10));

function memberships(row: QueueRow | undefined): string[] {
  if (!row) return [];
  const keys: string[] = [];
  if (row.open && row.assignee) keys.push(`mine\u0000${row.assignee}`);
  if (row.open && !row.assignee) keys.push('unassigned\u0000');
  if (row.open && row.awaiting_since) keys.push('awaiting_airline\u0000');
  if (row.to_pay) keys.push('to_pay\u0000');
  return keys.map((key) => `${key}\u0000${row.last_visible_day}`);
}

function fold(catalog: News, row: QueueRow | undefined, event: RecordedEvent): QueueRow | undefined {
  const at = event.metadata.requestedAt;
  if (event.type === CLAIM_EVENT.ClaimSubmitted) {
    const data = event.data as ClaimSubmittedData;
    return {
      claim_id: String(claimIdOfStream(event.stream)),
      practice_number: data.practiceNumber,
      stream_version: '0',
      open: true,
      assignee: null,
      flight_date: data.flightDate,
      last_visible_day: day(at),
      awaiting_since: null,
      sent_message_id: null,
      airline_code: null,
      paid: false,
      invoices: 0,
      payouts: 0,
      to_pay: false,
      limitation_task: row?.limitation_task ?? false,
      do_it_yourself: false,
    };
  }
  if (!row) return undefined;
  let next: QueueRow = { ...row };
  if (catalog.isNews(event.type) && day(at) > next.last_visible_day) next.last_visible_day = day(at);
  switch (event.type) {
    case CLAIM_EVENT.ClaimStatusChanged:
      next.open = !CLOSED_STATUSES.includes((event.data as { to: (typeof CLOSED_STATUSES)[number] }).to) && !next.do_it_yourself;
      // Reopened: its limitation task lapsed when it closed, and the rule may apply again.
      if (next.open && !row.open) next.limitation_task = false;
      break;
    // Chosen only while the claim is pending, handed back only while it is not closed: open follows.
    case CLAIM_EVENT.DoItYourselfChosen:
      next = { ...next, do_it_yourself: true, open: false };
      break;
    case CLAIM_EVENT.OurServiceChosen:
      next = { ...next, do_it_yourself: false, open: true };
      break;
    case CLAIM_EVENT.ClaimAssigned: {
      // By id when the assignment names one (an operator renamed stays the same); older ones by name.
      const data = event.data as { to: string; operatorId?: string };
      next.assignee = assigneeKey(data.operatorId ?? data.to);
      break;
    }
    case CLAIM_EVENT.ClaimDetailsEdited: {
      const changed = (event.data as { changes: { flightDate?: { to: string } } }).changes.flightDate;
      if (changed) next.flight_date = changed.to;
      break;
    }
    case DEMAND_EVENT.ClaimSentToAirline: {
      const data = event.data as ClaimSentToAirlineData;
      next = { ...next, awaiting_since: data.sentAt, sent_message_id: data.messageId, airline_code: data.airlineCode };
      break;
    }
    case DEMAND_EVENT.AirlineReplied:
      next.awaiting_since = null;
      break;
    case DEMAND_EVENT.AirlineLetterReceiptRecorded:
      // A letter delivered by PEC starts a new limitation period: the claim is a candidate for its check again.
      if ((event.data as AirlineLetterReceiptRecordedData).receipt === 'consegna') next.limitation_task = false;
      break;
    case BILLING_EVENT.AirlinePaymentReceived:
      next.paid = (event.data as AirlinePaymentReceivedData).amountCents > 0;
      break;
    case BILLING_EVENT.InvoiceIssued:
      next.invoices += 1;
      break;
    case BILLING_EVENT.PayoutSent:
      next.payouts += 1;
      break;
  }
  // Paid by the airline, and some passenger's payout (or every one, before the invoices) still to send.
  next.to_pay = next.paid && (next.invoices === 0 || next.payouts < next.invoices);
  return next;
}

/** What moves a claim between queues. The runner hands every event of a batch over, the rest too: they must change nothing, not even `stream_version`, or the row would depend on how the events were batched. */
const isQueueEvent = (catalog: News, event: RecordedEvent) => CLAIM_TYPES.has(event.type) || catalog.isNews(event.type) || event.type === 'TaskOpened';

const isLimitationTask = (event: RecordedEvent) => event.type === 'TaskOpened' && (event.data as TaskOpenedData).kind === 'limitation_check';

/**
 * A limitation task's opening is folded in order with the claim's events (keyed by its claim, on
 * another stream, so no stream_version check): a batch may hold a claim's submission and its task,
 * or a task opened, the claim closed and reopened, which clears the mark again.
 */
async function applyQueues(catalog: News, events: RecordedEvent[], db: pg.PoolClient): Promise<void> {
  const keyed = events
    .filter((event) => isQueueEvent(catalog, event))
    .map((event) => ({ event, key: event.type === 'TaskOpened' ? (isLimitationTask(event) ? (event.data as TaskOpenedData).claimId : undefined) : claimIdOfStream(event.stream) }))
    .filter((entry): entry is { event: RecordedEvent; key: number } => entry.key !== undefined);
  if (keyed.length === 0) return;
  const ids = [...new Set(keyed.map((entry) => String(entry.key)))];
  const { rows } = await db.query<QueueRow>(
    `SELECT claim_id::text, practice_number, stream_version::text, open, assignee, flight_date::text, last_visible_day::text, awaiting_since, sent_message_id, airline_code, paid, invoices, payouts, to_pay, limitation_task, do_it_yourself
       FROM claim_queues WHERE claim_id = ANY($1::bigint[])`,
    [ids],
  );
  const stored = new Map(rows.map((row) => [row.claim_id, { ...row, awaiting_since: row.awaiting_since && new Date(row.awaiting_since).toISOString() }]));
  const current = new Map<string, QueueRow>(stored);
  const changed = new Set<string>();
  for (const { event, key } of keyed) {
    const id = String(key);
    const row = current.get(id);
    if (event.type === 'TaskOpened') {
      if (row && !row.limitation_task) {
        current.set(id, { ...row, limitation_task: true });
        changed.add(id);
      }
      continue;
    }
    if (row && BigInt(row.stream_version) >= event.version) continue;
    const next = fold(catalog, row, event);
    if (!next) continue;
    next.stream_version = event.version.toString();
    next.flight_date = dateText(next.flight_date);
    current.set(id, next);
    changed.add(id);
  }
  if (changed.size === 0) return;

  const deltas = new Map<string, number>();
  for (const id of changed) {
    for (const key of memberships(stored.get(id))) deltas.set(key, (deltas.get(key) ?? 0) - 1);
    for (const key of memberships(current.get(id))) deltas.set(key, (deltas.get(key) ?? 0) + 1);
  }
  const written = [...changed].sort().map((id) => current.get(id)!);
  await db.query(
    `INSERT INTO claim_queues SELECT * FROM json_populate_recordset(null::claim_queues, $1::json)
     ON CONFLICT (claim_id) DO UPDATE SET practice_number = EXCLUDED.practice_number, stream_version = EXCLUDED.stream_version, open = EXCLUDED.open,
       assignee = EXCLUDED.assignee, flight_date = EXCLUDED.flight_date, last_visible_day = EXCLUDED.last_visible_day, awaiting_since = EXCLUDED.awaiting_since,
       sent_message_id = EXCLUDED.sent_message_id, airline_code = EXCLUDED.airline_code, paid = EXCLUDED.paid, invoices = EXCLUDED.invoices,
       payouts = EXCLUDED.payouts, to_pay = EXCLUDED.to_pay, limitation_task = EXCLUDED.limitation_task, do_it_yourself = EXCLUDED.do_it_yourself`,
    [JSON.stringify(written)],
  );
  const moves = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (moves.length === 0) return;
  const parts = moves.map(([key]) => key.split('\u0000') as [string, string, string]);
  await db.query(
    `INSERT INTO claim_queue_days (queue, assignee, day, n)
     SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::int[])
     ON CONFLICT (queue, assignee, day) DO UPDATE SET n = claim_queue_days.n + EXCLUDED.n`,
    [parts.map((part) => part[0]), parts.map((part) => part[1]), parts.map((part) => part[2]), moves.map(([, delta]) => delta)],
  );
  // A day emptied leaves no row: the table is then the same however the events were batched (a rebuild, verify).
  await db.query(
    `DELETE FROM claim_queue_days WHERE n = 0 AND (queue, assignee, day) IN (SELECT * FROM unnest($1::text[], $2::text[], $3::date[]))`,
    [parts.map((part) => part[0]), parts.map((part) => part[1]), parts.map((part) => part[2])],
  );
}
