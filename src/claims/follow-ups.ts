import type pg from 'pg';
import { SILENT_SINCE } from './read-models/claims.js';

/** An open claim and when its passenger last saw something happen on it. */
export interface FollowUpClaim {
  claimId: number;
  lastVisibleAt: string;
}

export interface FollowUpQuery {
  /** Keyset paging: the last claim of the previous page. */
  after?: FollowUpClaim;
  limit: number;
}

/**
 * The communications module's port: open claims, not erased, by when the passenger last saw something
 * happen (the `claims` read model's last_visible_at, through the claims_silence index).
 */
export function claimFollowUps(pool: pg.Pool) {
  const page = async (condition: string, bound: Date, { after, limit }: FollowUpQuery): Promise<FollowUpClaim[]> => {
    const values: unknown[] = [bound];
    let keyset = '';
    if (after) {
      values.push(after.lastVisibleAt, after.claimId);
      keyset = `AND ((${SILENT_SINCE}), id) > ($2::timestamptz, $3::bigint)`;
    }
    const { rows } = await pool.query<{ id: string; last_visible_at: Date }>(
      `SELECT id, last_visible_at FROM claims
       WHERE (${SILENT_SINCE}) ${condition} $1 AND personal_data_erased_at IS NULL ${keyset}
       ORDER BY (${SILENT_SINCE}) ASC, id ASC LIMIT ${Number(limit)}`,
      values,
    );
    return rows.map((row) => ({ claimId: Number(row.id), lastVisibleAt: row.last_visible_at.toISOString() }));
  };
  return {
    /** Open claims whose passenger has seen nothing happen since `before` or earlier: the longest silence first. */
    silentClaims: (before: Date, query: FollowUpQuery) => page('<=', before, query),
    /** Open claims whose passenger saw something happen from `since` on. */
    recentlyVisibleClaims: (since: Date, query: FollowUpQuery) => page('>=', since, query),
    /** Claims whose passenger chose «Fai da te» at `chosenBefore` or earlier and has not handed them back, by id. */
    async doItYourselfClaims(chosenBefore: Date, { afterId = 0, limit }: { afterId?: number; limit: number }): Promise<number[]> {
      const { rows } = await pool.query<{ id: string }>(
        `SELECT id FROM claims WHERE do_it_yourself_since <= $1 AND personal_data_erased_at IS NULL AND id > $2 ORDER BY id LIMIT ${Number(limit)}`,
        [chosenBefore, afterId],
      );
      return rows.map((row) => Number(row.id));
    },
  };
}

export type ClaimFollowUps = ReturnType<typeof claimFollowUps>;
