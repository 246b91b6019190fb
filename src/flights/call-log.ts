import type { Queryable } from '../platform/db/pool.js';
import type { Logger } from '../platform/logger.js';
import type { FlightApiStats } from '../contracts/monitoring.js';

export interface ProviderCall {
  endpoint: string;
  /** Null when no response came back (timeout, connection refused). */
  statusCode: number | null;
  responseTimeMs: number;
}

/** Records every HTTP call made to the flight-data provider, for the admin statistics. */
export interface CallLog {
  /** Never rejects: a call log that cannot be written must not fail the passenger's search. */
  record(call: ProviderCall): Promise<void>;
}

export function createPostgresCallLog(db: Queryable, logger: Logger): CallLog {
  return {
    async record({ endpoint, statusCode, responseTimeMs }) {
      try {
        await db.query('INSERT INTO flight_api_calls (endpoint, status_code, response_time_ms) VALUES ($1, $2, $3)', [
          endpoint,
          statusCode,
          Math.max(0, Math.round(responseTimeMs)),
        ]);
      } catch (error) {
        logger.warn({ err: error, endpoint, statusCode }, 'flight provider call not logged');
      }
    },
  };
}

export const RECENT_CALLS_SHOWN = 15;

export type { FlightApiStats };

/** The flight-data figures of the admin statistics (admin spec §3 reading B, §9). */
export async function flightApiStats(db: Queryable): Promise<FlightApiStats> {
  const [totals, recent] = await Promise.all([
    db.query<{ total: number; successful: number; average: number | null }>(
      `SELECT count(*)::int AS total,
              (count(*) FILTER (WHERE status_code BETWEEN 200 AND 299))::int AS successful,
              round(avg(response_time_ms))::int AS average
         FROM flight_api_calls`,
    ),
    db.query<{ endpoint: string; status_code: number | null; response_time_ms: number; created_at: Date }>(
      `SELECT endpoint, status_code, response_time_ms, created_at
         FROM flight_api_calls
        ORDER BY created_at DESC, id DESC
        LIMIT $1`,
      [RECENT_CALLS_SHOWN],
    ),
  ]);
  const { total, successful, average } = totals.rows[0]!;
  return {
    total,
    successful,
    failed: total - successful,
    successRate: total === 0 ? 100 : Math.round((successful / total) * 1000) / 10,
    averageResponseTime: average ?? 0,
    recentCalls: recent.rows.map((row) => ({
      endpoint: row.endpoint,
      statusCode: row.status_code,
      responseTime: row.response_time_ms,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
