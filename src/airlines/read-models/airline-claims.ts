import { foldIntoRows, type Row } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import { BILLING_EVENT, type AirlinePaymentReceivedData } from '../../billing/contract.js';
import { claimIdOfStream } from '../../claims/contract.js';
import type { AirlineReportCard } from '../../contracts/admin-airlines.js';
import { DEMAND_EVENT, type AirlineRepliedData, type ClaimSentToAirlineData } from '../../demands/contract.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { Queryable } from '../../platform/db/pool.js';

const FOLDED = new Set<string>([DEMAND_EVENT.ClaimSentToAirline, DEMAND_EVENT.AirlineReplied, BILLING_EVENT.AirlinePaymentReceived]);

/**
 * One row per claim sent to a carrier, for the report card: when it went, when and how the carrier
 * answered, when the carrier paid. The first sending and the first answer time it; the latest answer
 * is its outcome (a rejection may turn into an acceptance after a reminder).
 */
export const airlineClaimsProjection: Projection = {
  kind: 'projection',
  name: 'airline_claims',
  tables: ['airline_claims'],
  schema: `
    CREATE TABLE IF NOT EXISTS airline_claims (
      claim_id bigint PRIMARY KEY,
      airline_code text,
      sent_at timestamptz,
      replied_on date,
      outcome text,
      paid_on date
    );
    CREATE INDEX IF NOT EXISTS airline_claims_by_airline ON airline_claims (airline_code);
  `,
  handles: (event) => FOLDED.has(event.type),
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'airline_claims',
      key: 'claim_id',
      keyType: 'bigint',
      keyOf: (event) => (FOLDED.has(event.type) ? claimIdOfStream(event.stream)?.toString() : undefined),
      fold: (row, event) => foldEvent(row ?? emptyRow(claimIdOfStream(event.stream)!), event),
    });
  },
};

const emptyRow = (claimId: number): Row => ({ claim_id: claimId, airline_code: null, sent_at: null, replied_on: null, outcome: null, paid_on: null });

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
