import { foldIntoRows, type Row } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import { BILLING_EVENT, type AirlinePaymentReceivedData } from '../../billing/contract.js';
import { claimIdOfStream } from '../../claims/contract.js';
import type { AirlineReportCard } from '../../contracts/admin-airlines.js';
import type { AirlineRecord } from '../../contracts/airlines.js';
import { DEMAND_EVENT, type AirlineRepliedData, type ClaimSentToAirlineData } from '../../demands/contract.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { Queryable } from '../../platform/db/pool.js';
import { isMissingTable } from '../../platform/db/transient.js';
import { TASK_EVENT, taskIdOfStream, type TaskOpenedData } from '../../tasks/contract.js';

const FOLDED = new Set<string>([DEMAND_EVENT.ClaimSentToAirline, DEMAND_EVENT.AirlineReplied, BILLING_EVENT.AirlinePaymentReceived]);

const isComplaintOpened = (event: RecordedEvent) => event.type === TASK_EVENT.TaskOpened && (event.data as TaskOpenedData).kind === 'enac_complaint';
/** A complaint task completed by an operator: the complaint was filed. One the system closed (its reason gone) was not. */
const isComplaintFiled = (event: RecordedEvent) => event.type === TASK_EVENT.TaskCompleted && event.metadata.actor.kind === 'operator';

/**
 * One row per claim sent to a carrier, for the report card and the carrier's public record: when it
 * went, when and how the carrier answered, when the carrier paid, when we first complained to the
 * national enforcement body. The first sending and the first answer time it; the latest answer is
 * its outcome (a rejection may turn into an acceptance after a reminder). Complaints are tasks on
 * streams of their own: `airline_claim_complaint_tasks` remembers which claim each complaint task is
 * about, so its completion finds the claim's row.
 */
export const airlineClaimsProjection: Projection = {
  kind: 'projection',
  name: 'airline_claims',
  tables: ['airline_claims', 'airline_claim_complaint_tasks'],
  schema: `
    CREATE TABLE IF NOT EXISTS airline_claims (
      claim_id bigint PRIMARY KEY,
      airline_code text,
      sent_at timestamptz,
      replied_on date,
      outcome text,
      paid_on date,
      escalated_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS airline_claims_by_airline ON airline_claims (airline_code);
    CREATE TABLE IF NOT EXISTS airline_claim_complaint_tasks (
      task_id text PRIMARY KEY,
      claim_id bigint NOT NULL
    );
  `,
  handles: (event) => FOLDED.has(event.type) || isComplaintOpened(event) || event.type === TASK_EVENT.TaskCompleted,
  async apply(events, db) {
    const complaintClaims = await claimsOfComplaintTasks(db, events);
    const claimIdOf = (event: RecordedEvent): number | undefined => {
      if (FOLDED.has(event.type)) return claimIdOfStream(event.stream);
      if (isComplaintFiled(event)) return complaintClaims.get(taskIdOfStream(event.stream) ?? '');
      return undefined;
    };
    await foldIntoRows(db, events, {
      table: 'airline_claims',
      key: 'claim_id',
      keyType: 'bigint',
      keyOf: (event) => claimIdOf(event)?.toString(),
      fold: (row, event) => foldEvent(row ?? emptyRow(claimIdOf(event)!), event),
    });
  },
};

/** The claim of each complaint task the batch completes: opened in this batch (and remembered), or remembered before. */
async function claimsOfComplaintTasks(db: Queryable, events: RecordedEvent[]): Promise<Map<string, number>> {
  const claims = new Map<string, number>();
  for (const event of events) if (isComplaintOpened(event)) claims.set(taskIdOfStream(event.stream)!, (event.data as TaskOpenedData).claimId);
  if (claims.size > 0) {
    await db.query(
      `INSERT INTO airline_claim_complaint_tasks (task_id, claim_id) SELECT * FROM unnest($1::text[], $2::bigint[]) ON CONFLICT (task_id) DO NOTHING`,
      [[...claims.keys()], [...claims.values()]],
    );
  }
  const unknown = events.filter(isComplaintFiled).map((event) => taskIdOfStream(event.stream)!).filter((taskId) => !claims.has(taskId));
  if (unknown.length > 0) {
    const { rows } = await db.query<{ task_id: string; claim_id: string }>('SELECT task_id, claim_id FROM airline_claim_complaint_tasks WHERE task_id = ANY($1::text[])', [unknown]);
    for (const row of rows) claims.set(row.task_id, Number(row.claim_id));
  }
  return claims;
}

const emptyRow = (claimId: number): Row => ({ claim_id: claimId, airline_code: null, sent_at: null, replied_on: null, outcome: null, paid_on: null, escalated_at: null });

function foldEvent(row: Row, event: RecordedEvent): Row {
  switch (event.type) {
    case DEMAND_EVENT.ClaimSentToAirline: {
      const data = event.data as ClaimSentToAirlineData;
      return { ...row, airline_code: data.airlineCode, sent_at: row.sent_at ?? data.sentAt };
    }
    case DEMAND_EVENT.AirlineReplied: {
      const data = event.data as AirlineRepliedData;
      return { ...row, airline_code: row.airline_code ?? data.airlineCode, replied_on: row.replied_on ?? data.receivedOn, outcome: data.outcome };
    }
    case BILLING_EVENT.AirlinePaymentReceived:
      return { ...row, paid_on: row.paid_on ?? (event.data as AirlinePaymentReceivedData).receivedOn };
    case TASK_EVENT.TaskCompleted:
      return { ...row, escalated_at: row.escalated_at ?? event.metadata.requestedAt };
    default:
      return row;
  }
}

/**
 * Each carrier's figures over the claims sent to it: days from sending (Italian calendar) to the
 * first answer, median by percentile_cont; acceptance = (accepted + partial) / answered; payment =
 * paid / (accepted + partial). Most claims sent first.
 */
export async function airlineReportCard(db: Queryable): Promise<AirlineReportCard> {
  const { rows } = await db.query<{ airline_code: string; name: string | null; sent: string; replied: string; median_days: number | null; won: string; paid: string }>(
    `SELECT c.airline_code, a.name,
            count(*) FILTER (WHERE c.sent_at IS NOT NULL) AS sent,
            count(*) FILTER (WHERE c.replied_on IS NOT NULL) AS replied,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY c.replied_on - (c.sent_at AT TIME ZONE 'Europe/Rome')::date)
              FILTER (WHERE c.replied_on IS NOT NULL AND c.sent_at IS NOT NULL) AS median_days,
            count(*) FILTER (WHERE c.outcome IN ('accepted', 'partial')) AS won,
            count(*) FILTER (WHERE c.outcome IN ('accepted', 'partial') AND c.paid_on IS NOT NULL) AS paid
       FROM airline_claims c
       LEFT JOIN airlines a ON a.iata_code = c.airline_code
      WHERE c.airline_code IS NOT NULL
      GROUP BY c.airline_code, a.name
      ORDER BY sent DESC, c.airline_code`,
  );
  const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
  return {
    rows: rows.map((row) => ({
      airlineCode: row.airline_code,
      airlineName: row.name,
      claimsSent: Number(row.sent),
      replied: Number(row.replied),
      medianDaysToAnswer: row.median_days === null ? null : Number(row.median_days),
      acceptanceRate: ratio(Number(row.won), Number(row.replied)),
      paymentRate: ratio(Number(row.paid), Number(row.won)),
    })),
  };
}

/**
 * A carrier's record as passengers see it. A claim is decided once the carrier answered it (accepted,
 * partial or rejected: a voucher offered alone decides nothing, the passenger may refuse it) or paid
 * it. Over the decided claims: the median days (Italian calendar) from our sending to the first answer
 * or payment, whichever came first; the share paid without a complaint to the enforcement body ever
 * filed; the median days from sending to payment over those paid. Figures only from `minimumDecided`.
 */
export async function airlineRecord(db: Queryable, airline: { iataCode: string; name: string }, minimumDecided: number): Promise<AirlineRecord> {
  const named = { iataCode: airline.iataCode, airlineName: airline.name };
  const notEnough = { ...named, enough: false as const, minimumDecidedClaims: minimumDecided };
  const query = db.query<{ sent: string; decided: string; median_answer: number | null; paid_unescalated: string; median_payment: number | null }>(
    `WITH claims AS (
       SELECT (sent_at AT TIME ZONE 'Europe/Rome')::date AS sent_on, replied_on, paid_on, escalated_at,
              sent_at IS NOT NULL AND (outcome IN ('accepted', 'partial', 'rejected') OR paid_on IS NOT NULL) AS decided
         FROM airline_claims
        WHERE airline_code = $1
     )
     SELECT count(*) FILTER (WHERE sent_on IS NOT NULL) AS sent,
            count(*) FILTER (WHERE decided) AS decided,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY LEAST(replied_on, paid_on) - sent_on) FILTER (WHERE decided) AS median_answer,
            count(*) FILTER (WHERE decided AND paid_on IS NOT NULL AND escalated_at IS NULL) AS paid_unescalated,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY paid_on - sent_on) FILTER (WHERE decided AND paid_on IS NOT NULL) AS median_payment
       FROM claims`,
    [airline.iataCode],
  );
  // Before the projector has created the table (a new database), nothing is decided yet.
  const rows = await query.then(
    (result) => result.rows,
    (error: unknown) => {
      if (isMissingTable(error)) return [];
      throw error;
    },
  );
  const row = rows[0];
  const decided = Number(row?.decided ?? 0);
  if (!row || decided < minimumDecided) return notEnough;
  return {
    ...named,
    enough: true,
    claimsSent: Number(row.sent),
    decidedClaims: decided,
    medianDaysToAnswer: Number(row.median_answer),
    paidWithoutEscalationShare: Number(row.paid_unescalated) / decided,
    medianDaysToPayment: row.median_payment === null ? null : Number(row.median_payment),
  };
}
