import type pg from 'pg';
import type { AdminStatus } from '../claim-events.js';
import { rowToView, SILENT_SINCE } from './claims.js';
import { flaggedAmong } from '../duplicates.js';
import type { ClaimList, ClaimListSort } from '../../contracts/admin-claims.js';

export interface ClaimListQuery {
  status?: AdminStatus;
  q?: string;
  page: number;
  pageSize: number;
  sort?: ClaimListSort;
  /** Only the claims assigned to this operator (by id). */
  assignedOperatorId?: string;
}

/** SILENCE_DAYS' default, for callers that do not show the highlight (the dashboard's latest claims). */
export const DEFAULT_SILENCE_DAYS = 7;

/** Each order matches an index: claims_newest, and claims_silence on the same expression. */
const ORDER_BY: Record<ClaimListSort, string> = {
  newest: 'created_at DESC, id DESC',
  silence: `(${SILENT_SINCE}) ASC NULLS LAST, id ASC`,
};

export type { ClaimList };

/**
 * Counting every match costs a scan of all of them (60 ms for a million claims, 300 ms for a common
 * surname): past this many the list says "più di" instead, and the count stays a few milliseconds.
 */
export const EXACT_TOTAL_UP_TO = 10_000;

/** The list's filters as a WHERE clause and its values: the list, its count and the CSV export share it. */
export function claimListWhere(filters: Pick<ClaimListQuery, 'status' | 'q' | 'assignedOperatorId'>): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filters.status) {
    values.push(filters.status);
    conditions.push(`admin_status = $${values.length}`);
  }
  if (filters.assignedOperatorId) {
    values.push(filters.assignedOperatorId);
    conditions.push(`assigned_operator_id = $${values.length}`);
  }
  if (filters.q) {
    values.push(`%${filters.q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    conditions.push(`search_text LIKE $${values.length}`);
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

/** Newest first (or the longest silence first); `q` matches practice number, name, e-mail or flight number anywhere (trigram index). */
export async function listClaims(db: pg.Pool, query: ClaimListQuery, silenceDays = DEFAULT_SILENCE_DAYS): Promise<ClaimList> {
  const { where, values } = claimListWhere(query);
  const offset = (query.page - 1) * query.pageSize;
  const [items, total] = await Promise.all([
    db.query(`SELECT * FROM claims ${where} ORDER BY ${ORDER_BY[query.sort ?? 'newest']} LIMIT ${query.pageSize} OFFSET ${offset}`, values),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM claims ${where} LIMIT ${EXACT_TOTAL_UP_TO + 1}) AS counted`, values),
  ]);
  const counted = total.rows[0]!.n;
  const views = items.rows.map(rowToView);
  const flagged = await flaggedAmong(db, views.map((view) => view.id));
  return {
    items: views.map((view) => ({ ...view, possibleDuplicate: flagged.has(view.id) })),
    silenceDays,
    total: Math.min(counted, EXACT_TOTAL_UP_TO),
    totalIsLowerBound: counted > EXACT_TOTAL_UP_TO,
    page: query.page,
    pageSize: query.pageSize,
  };
}
