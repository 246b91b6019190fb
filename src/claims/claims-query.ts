import type pg from 'pg';
import { rowToClaim } from '../../projections/claims.js';
import type { ClaimList, ClaimView } from '../contracts/admin-claims.js';
import type { AdminStatus } from './claim-events.js';
import { normaliseEmail } from './public-status.js';

export type { ClaimList, ClaimView };

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

export function rowToView(row: Record<string, unknown>): ClaimView {
  const r = row;
  return {
    ...rowToClaim(row),
    version: Number(r.version),
    flightIata: r.flight_iata as string | null,
    airline: r.airline as string | null,
    status: r.flight_status as string | null,
    delayMinutes: r.delay_minutes as number | null,
    cancellationReason: r.cancellation_reason as string | null,
    scheduledDeparture: iso(r.scheduled_departure),
    actualDeparture: iso(r.actual_departure),
    scheduledArrival: iso(r.scheduled_arrival),
    actualArrival: iso(r.actual_arrival),
    flightDataJson: r.flight_data_json ?? null,
    actualCompensation: r.actual_compensation === null ? null : Number(r.actual_compensation),
    apiCallsCount: r.api_calls_count as number,
  };
}

export async function findClaim(db: pg.Pool, id: number): Promise<ClaimView | undefined> {
  const { rows } = await db.query('SELECT * FROM claims WHERE id = $1', [id]);
  return rows[0] ? rowToView(rows[0]) : undefined;
}

export async function findClaimByPracticeNumber(db: pg.Pool, practiceNumber: string): Promise<ClaimView | undefined> {
  const { rows } = await db.query('SELECT * FROM claims WHERE practice_number = $1', [practiceNumber]);
  return rows[0] ? rowToView(rows[0]) : undefined;
}

export interface ClaimListQuery {
  status?: AdminStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/** Newest first; `q` matches practice number, name, e-mail or flight number anywhere (trigram index). */
export async function listClaims(db: pg.Pool, query: ClaimListQuery): Promise<ClaimList> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (query.status) {
    values.push(query.status);
    conditions.push(`admin_status = $${values.length}`);
  }
  if (query.q) {
    values.push(`%${query.q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    conditions.push(`search_text LIKE $${values.length}`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const offset = (query.page - 1) * query.pageSize;
  const [items, total] = await Promise.all([
    db.query(`SELECT * FROM claims ${where} ORDER BY created_at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${offset}`, values),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM claims ${where}`, values),
  ]);
  return { items: items.rows.map(rowToView), total: total.rows[0]!.n, page: query.page, pageSize: query.pageSize };
}

export interface PublicStatusRow {
  claimId: number;
  practiceNumber: string;
  status: string;
  flightNumber: string;
  estimatedCompensation: number | null;
  notes: string | null;
  createdAt: string;
  lastUpdated: string;
  uploadLinkVersion: number;
}

/** One query whatever is wrong, so a wrong e-mail and a wrong number cannot be told apart. */
export async function findPublicStatus(db: pg.Pool, practiceNumber: string, email: string): Promise<PublicStatusRow | undefined> {
  const { rows } = await db.query(
    'SELECT * FROM claim_status WHERE practice_number = $1 AND email_normalised = $2',
    [practiceNumber, normaliseEmail(email)],
  );
  const row = rows[0];
  return (
    row && {
      claimId: Number(row.claim_id),
      practiceNumber: row.practice_number,
      status: row.status,
      flightNumber: row.flight_number,
      estimatedCompensation: row.estimated_compensation === null ? null : Number(row.estimated_compensation),
      notes: row.notes,
      createdAt: row.created_at.toISOString(),
      lastUpdated: row.last_updated.toISOString(),
      uploadLinkVersion: Number(row.upload_link_version),
    }
  );
}

export async function listCommunications(db: pg.Pool, claimId: number) {
  const { rows } = await db.query(
    `SELECT id, type, direction, subject, content, recipient, sender, status, failure_reason AS "failureReason",
            actor_kind AS "actorKind", actor_name AS "actorName", created_at AS "createdAt", updated_at AS "updatedAt"
       FROM claim_communications WHERE claim_id = $1 ORDER BY created_at DESC, id`,
    [claimId],
  );
  return rows;
}
