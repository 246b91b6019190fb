import { FlightProviderError, type FlightScheduleItem, type ScheduleProvider, type ScheduleQuery } from '../schedule-provider.js';
import { aeroDataBoxClient, type AeroDataBoxOptions } from './aerodatabox-client.js';
import { departuresTo, fidsResponse } from './fids-response.js';

export type { AeroDataBoxOptions };

/**
 * The API accepts at most 12 hours between fromLocal and toLocal, so a day is two calls. The docs
 * do not say whether the bounds are inclusive, so the windows meet at noon and at the next
 * midnight; a flight seen twice is kept once, and one departing on another day is dropped.
 */
function dayWindows(date: string): [from: string, to: string][] {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return [
    [`${date}T00:00`, `${date}T12:00`],
    [`${date}T12:00`, `${next}T00:00`],
  ];
}

const FIDS_QUERY = new URLSearchParams({
  direction: 'Departure',
  withLeg: 'true', // gives each flight its arrival airport and time, not only the departure movement
  withCancelled: 'true', // cancelled flights are exactly the ones passengers claim for
  withCodeshared: 'false', // one row per operated flight, not one per marketing number
  withCargo: 'false',
  withPrivate: 'false',
  withLocation: 'false',
}).toString();

/**
 * Flight schedules from AeroDataBox (via RapidAPI): the departures of the departure airport on the
 * requested local date, kept when they land at the arrival airport. Every HTTP call is logged.
 */
export function createAeroDataBoxProvider(options: AeroDataBoxOptions): ScheduleProvider {
  const get = aeroDataBoxClient(options);

  async function departures(endpoint: string): Promise<unknown[]> {
    const body = await get(endpoint, FIDS_QUERY);
    if (body === undefined) return []; // documented: no flights in the window
    const parsed = fidsResponse.safeParse(body);
    if (!parsed.success) throw new FlightProviderError('AeroDataBox answered without a departures list', endpoint, 200);
    return parsed.data.departures ?? [];
  }

  return {
    name: 'aerodatabox',
    async findFlights({ departureIata, arrivalIata, date }: ScheduleQuery): Promise<FlightScheduleItem[]> {
      const endpoints = dayWindows(date).map(([from, to]) => `/flights/airports/iata/${departureIata}/${from}/${to}`);
      // allSettled: both calls are finished (and logged) before the search answers, even when one fails.
      const results = await Promise.allSettled(endpoints.map(departures));
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      const items = results
        .flatMap((result) => (result.status === 'fulfilled' ? departuresTo(result.value, arrivalIata) : []))
        .filter((item) => item.departure_time?.startsWith(date) ?? true);
      return uniqueById(items).sort((a, b) => (a.departure_time ?? '').localeCompare(b.departure_time ?? ''));
    },
  };
}

function uniqueById(items: FlightScheduleItem[]): FlightScheduleItem[] {
  return [...new Map(items.map((item) => [item.id, item])).values()];
}
