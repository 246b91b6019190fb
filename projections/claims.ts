import type pg from 'pg';
import { evolve, type Claim, type ClaimState } from '../src/claims/claim.js';
import { CLAIM_EVENT_TYPES, type ClaimEvent } from '../src/claims/claim-events.js';
import type { RecordedEvent } from '../src/event-store/index.js';
import type { Projection } from './projection.js';

/**
 * The admin list and detail: one row per claim with every field of the spec's Claim entity,
 * folded with the domain's own `evolve`, plus the stream version (the detail's ETag).
 */
export const claimsProjection: Projection = {
  kind: 'projection',
  name: 'claims',
  tables: ['claims'],
  schema: `
    CREATE TABLE IF NOT EXISTS claims (
      id bigint PRIMARY KEY,
      practice_number text NOT NULL UNIQUE,
      version bigint NOT NULL,
      passenger_name text NOT NULL,
      email text NOT NULL,
      phone text,
      departure_airport_id integer NOT NULL,
      arrival_airport_id integer NOT NULL,
      departure_airport text NOT NULL,
      arrival_airport text NOT NULL,
      departure_iata text,
      arrival_iata text,
      flight_date date NOT NULL,
      flight_number text NOT NULL,
      flight_iata text,
      airline text,
      issue_type text NOT NULL,
      issue_details text,
      flight_status text,
      delay_minutes integer,
      delay_reason text,
      cancellation_reason text,
      scheduled_departure timestamptz,
      actual_departure timestamptz,
      scheduled_arrival timestamptz,
      actual_arrival timestamptz,
      flight_data_json jsonb,
      admin_status text NOT NULL,
      admin_notes text,
      passenger_note text,
      assigned_to text,
      priority text NOT NULL,
      is_eligible text NOT NULL,
      compensation_amount numeric(10, 2),
      estimated_compensation numeric(10, 2),
      actual_compensation numeric(10, 2),
      communications_count integer NOT NULL,
      processed_at timestamptz,
      completed_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      ip_address text,
      api_calls_count integer NOT NULL DEFAULT 0,
      referer_url text,
      search_text text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS claims_newest ON claims (created_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS claims_by_status ON claims (admin_status, created_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS claims_search ON claims USING gin (search_text gin_trgm_ops);
  `,
  async apply(event, db) {
    if (!(CLAIM_EVENT_TYPES as readonly string[]).includes(event.type)) return;
    const claimId = claimIdOf(event);
    const { rows } = await db.query('SELECT * FROM claims WHERE id = $1', [claimId]);
    const before: ClaimState = rows[0] ? { exists: true, ...rowToClaim(rows[0]) } : { exists: false };
    const after = evolve(before, { type: event.type, data: event.data } as ClaimEvent, event.metadata.requestedAt);
    if (after.exists) await upsertClaim(db, after, event.version);
  },
};

export function claimIdOf(event: RecordedEvent): number {
  return Number(event.stream.slice('claim-'.length));
}

/** Lower-case text the list's search matches: practice number, name, e-mail, flight number. */
export function searchText(claim: Pick<Claim, 'practiceNumber' | 'passengerName' | 'email' | 'flightNumber'>): string {
  return [claim.practiceNumber, claim.passengerName, claim.email, claim.flightNumber].join(' ').toLowerCase();
}

async function upsertClaim(db: pg.PoolClient, claim: Claim, version: bigint): Promise<void> {
  const columns = {
    id: claim.id,
    practice_number: claim.practiceNumber,
    version: version.toString(),
    passenger_name: claim.passengerName,
    email: claim.email,
    phone: claim.phone,
    departure_airport_id: claim.departureAirportId,
    arrival_airport_id: claim.arrivalAirportId,
    departure_airport: claim.departureAirport,
    arrival_airport: claim.arrivalAirport,
    departure_iata: claim.departureIata,
    arrival_iata: claim.arrivalIata,
    flight_date: claim.flightDate,
    flight_number: claim.flightNumber,
    issue_type: claim.issueType,
    issue_details: claim.issueDetails,
    delay_reason: claim.delayReason,
    admin_status: claim.adminStatus,
    admin_notes: claim.adminNotes,
    passenger_note: claim.passengerNote,
    assigned_to: claim.assignedTo,
    priority: claim.priority,
    is_eligible: claim.isEligible,
    compensation_amount: claim.compensationAmount,
    estimated_compensation: claim.estimatedCompensation,
    communications_count: claim.communications,
    processed_at: claim.processedAt,
    completed_at: claim.completedAt,
    created_at: claim.createdAt,
    updated_at: claim.updatedAt,
    ip_address: claim.ipAddress,
    referer_url: claim.refererUrl,
    search_text: searchText(claim),
  };
  const names = Object.keys(columns);
  await db.query(
    `INSERT INTO claims (${names.join(', ')}) VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${names.filter((name) => name !== 'id').map((name) => `${name} = EXCLUDED.${name}`).join(', ')}`,
    Object.values(columns),
  );
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const amount = (value: string | null) => (value === null ? null : Number(value));

export function rowToClaim(row: Record<string, never>): Claim {
  const r = row as Record<string, unknown>;
  return {
    id: Number(r.id),
    practiceNumber: r.practice_number as string,
    passengerName: r.passenger_name as string,
    email: r.email as string,
    phone: r.phone as string | null,
    flightNumber: r.flight_number as string,
    flightDate: localDate(r.flight_date as Date),
    departureAirportId: r.departure_airport_id as number,
    arrivalAirportId: r.arrival_airport_id as number,
    departureAirport: r.departure_airport as string,
    arrivalAirport: r.arrival_airport as string,
    departureIata: r.departure_iata as string | null,
    arrivalIata: r.arrival_iata as string | null,
    issueType: r.issue_type as Claim['issueType'],
    issueDetails: r.issue_details as string | null,
    delayReason: r.delay_reason as string | null,
    adminStatus: r.admin_status as Claim['adminStatus'],
    adminNotes: r.admin_notes as string | null,
    passengerNote: r.passenger_note as string | null,
    assignedTo: r.assigned_to as string | null,
    priority: r.priority as Claim['priority'],
    isEligible: r.is_eligible as Claim['isEligible'],
    compensationAmount: amount(r.compensation_amount as string | null),
    estimatedCompensation: amount(r.estimated_compensation as string | null),
    communications: r.communications_count as number,
    ipAddress: r.ip_address as string | null,
    refererUrl: r.referer_url as string | null,
    createdAt: iso(r.created_at as Date)!,
    updatedAt: iso(r.updated_at as Date)!,
    processedAt: iso(r.processed_at as Date | null),
    completedAt: iso(r.completed_at as Date | null),
  };
}

/** node-postgres reads a `date` as local midnight; format it back without shifting the day. */
function localDate(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
