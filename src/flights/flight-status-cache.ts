import type pg from 'pg';
import { askOnce } from './ask-once.js';
import type { FlightStatusProvider, FlightStatusQuery, FlightStatusReport } from './flight-status-provider.js';
import { SCHEDULE_CACHE_HOURS } from './schedule-cache.js';
import { FlightProviderError } from './schedule-provider.js';

/**
 * The public flight check's provider: an answer, "no such flight" included, is kept six hours per
 * flight number and day, asked once by all processes together. Only for queries without airports:
 * an operator's verification of a claim asks afresh, with the claim's airports.
 */
export function cachedFlightStatus(provider: FlightStatusProvider, pool: pg.Pool) {
  return async (flightNumber: string, date: string): Promise<FlightStatusReport | undefined> => {
    const query: FlightStatusQuery = { flightNumber, date, departureIata: null, arrivalIata: null };
    const kept = await askOnce<{ report: FlightStatusReport | null }>(pool, `status/${flightNumber}/${date}`, {
      cached: async (db) => {
        const { rows } = await db.query<{ report: FlightStatusReport | null }>(
          `SELECT report FROM flight_status_cache
            WHERE flight_number = $1 AND flight_date = $2 AND fetched_at > now() - make_interval(hours => ${SCHEDULE_CACHE_HOURS})`,
          [flightNumber, date],
        );
        return rows[0];
      },
      ask: async () => ({ report: (await provider.flightStatus(query).catch(unknownFlight)) ?? null }),
      keep: async (db, { report }) => {
        await db.query(
          `INSERT INTO flight_status_cache (flight_number, flight_date, report) VALUES ($1, $2, $3)
           ON CONFLICT (flight_number, flight_date) DO UPDATE SET report = EXCLUDED.report, fetched_at = now()`,
          [flightNumber, date, JSON.stringify(report)],
        );
      },
    });
    return kept.report ?? undefined;
  };
}

export type CachedFlightStatus = ReturnType<typeof cachedFlightStatus>;

/** AeroDataBox answers 400 or 404 for a number or day it does not know: no such flight, kept like any answer. */
function unknownFlight(error: unknown): undefined {
  if (error instanceof FlightProviderError && (error.statusCode === 400 || error.statusCode === 404)) return undefined;
  throw error;
}
