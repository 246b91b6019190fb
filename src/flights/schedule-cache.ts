import type pg from 'pg';
import type { FlightScheduleItem, ScheduleProvider, ScheduleQuery } from './schedule-provider.js';

export const SCHEDULE_CACHE_HOURS = 6;

/**
 * The provider behind a cache in PostgreSQL: an answer is kept six hours per (route, date). The
 * first asker of a key holds a transaction lock on it while it asks, so concurrent askers, in this
 * process or another, wait for that answer instead of paying for the same call. Failures are not
 * kept: the next search asks again.
 */
export function cachedScheduleProvider(provider: ScheduleProvider, pool: pg.Pool): ScheduleProvider {
  return {
    name: provider.name,
    async findFlights(query: ScheduleQuery): Promise<FlightScheduleItem[]> {
      const key = [query.departureIata, query.arrivalIata, query.date];
      const fresh = await cached(pool, key);
      if (fresh) return fresh;
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 726104002))', [key.join('/')]);
        const answered = await cached(client, key);
        if (answered) {
          await client.query('COMMIT');
          return answered;
        }
        const flights = await provider.findFlights(query);
        await client.query(
          `INSERT INTO flight_schedule_cache (departure_iata, arrival_iata, flight_date, flights) VALUES ($1, $2, $3, $4)
           ON CONFLICT (departure_iata, arrival_iata, flight_date) DO UPDATE SET flights = EXCLUDED.flights, fetched_at = now()`,
          [...key, JSON.stringify(flights)],
        );
        await client.query('COMMIT');
        return flights;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
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
