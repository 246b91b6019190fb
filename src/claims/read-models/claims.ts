import type pg from 'pg';
import { foldStatesIntoRows, type Row } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { isoTimestamp } from '../../platform/db/timestamps.js';
import { evolve, type Claim, type ClaimState } from '../claim.js';
import { CLAIM_EVENT_TYPES, type ClaimEvent } from '../claim-events.js';
import { CLAIM_STATE_EVENT_TYPES } from '../claim-decider.js';
import type { FlightEvent } from '../../flights/contract.js';
import type { VerifiedFlight } from '../../contracts/verified-flight.js';
import { claimIdOfStream } from '../contract.js';
import { bookingKey, personKey, phoneKey } from '../person-keys.js';
import type { ClaimView } from '../../contracts/admin-claims.js';
import { CLOSED_STATUSES } from '../../contracts/claim-vocabulary.js';
import type { EventCatalog } from '../../platform/events/catalog.js';

/**
 * Since when an open claim has been silent; null once it is completed or rejected, and while the
 * passenger claims on their own (nothing of ours to report: the six-week question asks them instead). The admin list's
 * sort by silence and the silence reactor's search both use this expression, so both use the index.
 */
export const SILENT_SINCE = `CASE WHEN admin_status IN ('completed', 'rejected') OR do_it_yourself_since IS NOT NULL THEN NULL ELSE last_visible_at END`;

/**
 * The admin list and detail: one row per claim with every field of the spec's Claim entity,
 * folded with the domain's own `evolve`, plus the version of its last claim event (the detail's
 * ETag, the claims decider's `stateVersion`) and when the passenger last saw something happen
 * (`last_visible_at`, from every module's events on the claim's stream that are news to the passenger, as the event catalog says).
 * `stream_version` is the last event of any module folded: what a second fold passes over.
 */
export const claimsProjection = ({ isNews }: Pick<EventCatalog, 'isNews'>): Projection => ({
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
      passenger_key text,
      email_key text,
      phone_key text,
      booking_key text,
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
      assigned_operator_id text,
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
      search_text text NOT NULL,
      personal_data_erased_at timestamptz,
      closed_at timestamptz,
      stream_version bigint NOT NULL,
      last_visible_at timestamptz,
      booking_reference text,
      passengers jsonb NOT NULL,
      passengers_count smallint NOT NULL,
      operating_carrier text,
      do_it_yourself_since timestamptz
    );
    CREATE INDEX IF NOT EXISTS claims_newest ON claims (created_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS claims_by_status ON claims (admin_status, created_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS claims_search ON claims USING gin (search_text gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS claims_by_assignee ON claims (assigned_operator_id, created_at DESC, id DESC) WHERE assigned_operator_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS claims_closed ON claims (admin_status, closed_at, id) WHERE closed_at IS NOT NULL;
    CREATE INDEX IF NOT EXISTS claims_same_passenger_name ON claims (flight_number, flight_date, passenger_key) WHERE passenger_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS claims_same_passenger_email ON claims (flight_number, flight_date, email_key) WHERE email_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS claims_same_phone ON claims (flight_number, flight_date, phone_key) WHERE phone_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS claims_same_booking ON claims (flight_number, flight_date, booking_key) WHERE booking_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS claims_silence ON claims ((${SILENT_SINCE}) ASC NULLS LAST, id ASC);
  `,
  handles: (event) => foldsIntoClaim(event) || isNews(event.type),
  inline: true,
  async apply(events, db) {
    await foldStatesIntoRows<ClaimRow>(db, events, {
      table: 'claims',
      keyType: 'bigint',
      key: 'id',
      versionColumn: 'stream_version',
      keyOf: (event) => (foldsIntoClaim(event) || isNews(event.type) ? keyOfStream(event.stream) : undefined),
      fromRow: (row) => ({ stored: row, claim: undefined, version: row.version, closedAt: row.closed_at, lastVisibleAt: row.last_visible_at }),
      evolve(state, event) {
        const lastVisibleAt = isNews(event.type) ? latest(state?.lastVisibleAt, event.metadata.requestedAt) : (state?.lastVisibleAt ?? null);
        // Another module's event changes nothing of the claim, nor its version (an If-Match names the events the claim's fold reads).
        if (!foldsIntoClaim(event)) return state && { ...state, lastVisibleAt };
        const before: ClaimState = state?.claim ?? (state ? { exists: true, ...rowToClaim(state.stored!) } : { exists: false });
        const after = evolve(before, { type: event.type, data: event.data } as ClaimEvent | FlightEvent, event.metadata.requestedAt);
        if (!after.exists) return undefined;
        const closedAt = event.type === 'ClaimStatusChanged' ? (CLOSED_STATUSES.includes(after.adminStatus) ? event.metadata.requestedAt : null) : (state?.closedAt ?? null);
        return { stored: state?.stored, claim: after, version: event.version.toString(), closedAt, lastVisibleAt };
      },
      // Object.assign, not spreads: a literal spreading two objects of fifty columns costs V8 fifty times more.
      toRow: ({ claim, version, closedAt, lastVisibleAt }, stored) =>
        // A claim no event of the batch changed keeps its columns as stored.
        Object.assign({}, stored ?? FLIGHT_DATA_NOT_FETCHED, claim && claimColumns(claim), { closed_at: closedAt, version, last_visible_at: lastVisibleAt }),
    });
  },
});

/**
 * A claims row while a batch is folded: the claim is turned into columns once, after the batch's
 * last event. `claim` is the claim as the batch's events left it, undefined while none changed it.
 */
interface ClaimRow {
  stored: Row | undefined;
  claim: Extract<ClaimState, { exists: true }> | undefined;
  version: unknown;
  closedAt: unknown;
  lastVisibleAt: unknown;
}

const keyOfStream = (stream: string) => {
  const id = claimIdOfStream(stream);
  return id === undefined ? undefined : String(id);
};

/** The later of two times (a clock set back on another process must not make a claim look silent for longer). */
function latest(stored: unknown, at: string): string {
  if (stored === null || stored === undefined) return at;
  const storedAt = stored instanceof Date ? stored : new Date(stored as string);
  return storedAt.getTime() >= new Date(at).getTime() ? storedAt.toISOString() : at;
}

export function isClaimEvent(event: RecordedEvent): boolean {
  return (CLAIM_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** The claim's own events and its flight's verified times: what the row folds and its version counts. */
const foldsIntoClaim = (event: RecordedEvent) => (CLAIM_STATE_EVENT_TYPES as readonly string[]).includes(event.type);

/** Columns filled by later issues' flight-data fetch; a new claim starts without them. */
const FLIGHT_DATA_NOT_FETCHED: Row = {
  flight_iata: null,
  airline: null,
  flight_status: null,
  delay_minutes: null,
  cancellation_reason: null,
  scheduled_departure: null,
  actual_departure: null,
  scheduled_arrival: null,
  actual_arrival: null,
  flight_data_json: null,
  actual_compensation: null,
  api_calls_count: 0,
};

/** Lower-case text the list's search matches: practice number, name, e-mail, flight number, booking reference. */
function searchText(claim: Pick<Claim, 'practiceNumber' | 'passengerName' | 'email' | 'flightNumber' | 'bookingReference'>): string {
  return [claim.practiceNumber, claim.passengerName, claim.email, claim.flightNumber, claim.bookingReference ?? ''].join(' ').trimEnd().toLowerCase();
}

function claimColumns(claim: Claim): Row {
  return {
    id: claim.id,
    practice_number: claim.practiceNumber,
    passenger_name: claim.passengerName,
    email: claim.email,
    // What possible duplicates are matched by; an erased claim keeps none.
    passenger_key: claim.personalDataErasedAt ? null : personKey(claim.passengerName),
    email_key: claim.personalDataErasedAt ? null : personKey(claim.email),
    phone_key: claim.personalDataErasedAt ? null : phoneKey(claim.phone),
    booking_key: claim.personalDataErasedAt ? null : bookingKey(claim.bookingReference),
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
    assigned_operator_id: claim.assignedOperatorId,
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
    personal_data_erased_at: claim.personalDataErasedAt,
    booking_reference: claim.bookingReference,
    passengers: claim.passengers,
    passengers_count: claim.passengers.length,
    operating_carrier: claim.operatingCarrier,
    do_it_yourself_since: claim.doItYourselfSince,
    ...flightColumns(claim.verifiedFlight),
  };
}

/** The spec's flight-data columns, filled from the verified flight; flight_data_json keeps it whole for the fold. */
function flightColumns(flight: VerifiedFlight | null): Row {
  return {
    flight_status: flight?.status ?? null,
    delay_minutes: flight?.arrivalDelayMinutes ?? null,
    scheduled_departure: flight?.scheduledDeparture ?? null,
    actual_departure: flight?.actualDeparture ?? null,
    scheduled_arrival: flight?.scheduledArrival ?? null,
    actual_arrival: flight?.actualArrival ?? null,
    flight_data_json: flight,
  };
}

const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function rowToClaim(row: Row): Claim {
  const r = row;
  return {
    id: Number(r.id),
    practiceNumber: r.practice_number as string,
    passengerName: r.passenger_name as string,
    email: r.email as string,
    phone: r.phone as string | null,
    flightNumber: r.flight_number as string,
    flightDate: r.flight_date as string,
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
    assignedOperatorId: (r.assigned_operator_id as string | null | undefined) ?? null,
    priority: r.priority as Claim['priority'],
    isEligible: r.is_eligible as Claim['isEligible'],
    compensationAmount: amount(r.compensation_amount),
    estimatedCompensation: amount(r.estimated_compensation),
    communications: r.communications_count as number,
    ipAddress: r.ip_address as string | null,
    refererUrl: r.referer_url as string | null,
    createdAt: isoTimestamp(r.created_at)!,
    updatedAt: isoTimestamp(r.updated_at)!,
    processedAt: isoTimestamp(r.processed_at),
    completedAt: isoTimestamp(r.completed_at),
    personalDataErasedAt: isoTimestamp(r.personal_data_erased_at),
    bookingReference: r.booking_reference as string | null,
    passengers: r.passengers as Claim['passengers'],
    operatingCarrier: (r.operating_carrier as string | null | undefined) ?? null,
    verifiedFlight: (r.flight_data_json as VerifiedFlight | null | undefined) ?? null,
    doItYourselfSince: isoTimestamp(r.do_it_yourself_since),
  };
}

/** A claim as the admin API shows it: the spec's Claim entity plus its stream version. */
export type { ClaimView };

export function rowToView(row: Row): ClaimView {
  const r = row;
  return {
    ...rowToClaim(row),
    version: Number(r.version),
    flightIata: r.flight_iata as string | null,
    airline: r.airline as string | null,
    status: r.flight_status as string | null,
    delayMinutes: r.delay_minutes as number | null,
    cancellationReason: r.cancellation_reason as string | null,
    scheduledDeparture: isoTimestamp(r.scheduled_departure),
    actualDeparture: isoTimestamp(r.actual_departure),
    scheduledArrival: isoTimestamp(r.scheduled_arrival),
    actualArrival: isoTimestamp(r.actual_arrival),
    flightDataJson: r.flight_data_json ?? null,
    actualCompensation: r.actual_compensation === null ? null : Number(r.actual_compensation),
    apiCallsCount: r.api_calls_count as number,
    lastVisibleAt: isoTimestamp(r.last_visible_at),
    silentDays: silentDays(r),
  };
}

const DAY_MS = 86_400_000;

/** Whole days since the passenger last saw something happen; null for a closed claim and one the passenger follows on their own. */
function silentDays(row: Row, now = Date.now()): number | null {
  if (CLOSED_STATUSES.includes(row.admin_status as Claim['adminStatus']) || row.do_it_yourself_since || !row.last_visible_at) return null;
  const since = row.last_visible_at instanceof Date ? row.last_visible_at : new Date(row.last_visible_at as string);
  return Math.max(0, Math.floor((now - since.getTime()) / DAY_MS));
}

export async function findClaim(db: pg.Pool, id: number): Promise<ClaimView | undefined> {
  const { rows } = await db.query('SELECT * FROM claims WHERE id = $1', [id]);
  return rows[0] ? rowToView(rows[0]) : undefined;
}

export async function findClaimByPracticeNumber(db: pg.Pool, practiceNumber: string): Promise<ClaimView | undefined> {
  const { rows } = await db.query('SELECT * FROM claims WHERE practice_number = $1', [practiceNumber]);
  return rows[0] ? rowToView(rows[0]) : undefined;
}

/** The practice numbers of these claims (other modules' lists name claims by them). */
export async function practiceNumbersOf(db: pg.Pool, claimIds: number[]): Promise<Map<number, string>> {
  if (claimIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; practice_number: string }>('SELECT id, practice_number FROM claims WHERE id = ANY($1::bigint[])', [[...new Set(claimIds)]]);
  return new Map(rows.map((row) => [Number(row.id), row.practice_number]));
}
