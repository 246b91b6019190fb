import type pg from 'pg';
import { askOnce } from './ask-once.js';
import type { FlightScheduleItem, ScheduleProvider, ScheduleQuery } from './schedule-provider.js';

export const SCHEDULE_CACHE_HOURS = 6;

/** The provider behind a cache in PostgreSQL: an answer is kept six hours per (route, date), asked once by all processes together. */
export function cachedScheduleProvider(provider: ScheduleProvider, pool: pg.Pool): ScheduleProvider {
  return {
    name: provider.name,
    findFlights: (query: ScheduleQuery): Promise<FlightScheduleItem[]> => {
      const key = [query.departureIata, query.arrivalIata, query.date];
      return askOnce(pool, key.join('/'), {
        cached: (db) => cached(db, key),
        ask: () => provider.findFlights(query),
        keep: async (db, flights) => {
          await db.query(
            `INSERT INTO flight_schedule_cache (departure_iata, arrival_iata, flight_date, flights) VALUES ($1, $2, $3, $4)
             ON CONFLICT (departure_iata, arrival_iata, flight_date) DO UPDATE SET flights = EXCLUDED.flights, fetched_at = now()`,
            [...key, JSON.stringify(flights)],
          );
        },
      });
    },
  };
}

async function cached(db: pg.Pool | pg.PoolClient, key: string[]): Promise<FlightScheduleItem[] | undefined> {
  const { rows } = await db.query<{ flights: FlightScheduleItem[] }>(
    `SELECT flights FROM flight_schedule_cache
      WHERE departure_iata = $1 AND arrival_iata = $2 AND flight_date = $3 AND fetched_at > now() - make_interval(hours => ${SCHEDULE_CACHE_HOURS})`,
    key,
  );
  return rows[0]?.flights;
}
