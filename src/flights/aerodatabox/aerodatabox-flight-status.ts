import type { FlightStatusProvider, FlightStatusQuery, FlightStatusReport } from '../flight-status-provider.js';
import { aeroDataBoxClient, type AeroDataBoxOptions } from './aerodatabox-client.js';
import { claimFlightOf } from './flight-status-response.js';

const STATUS_QUERY = new URLSearchParams({
  dateLocalRole: 'Departure', // the claim's date is the day it was due to leave
  withAircraftImage: 'false',
  withLocation: 'false',
}).toString();

/** Flight status from AeroDataBox: GET /flights/number/{number}/{dateLocal}, every call logged like the schedule searches. */
export function createAeroDataBoxFlightStatus(options: AeroDataBoxOptions): FlightStatusProvider {
  const get = aeroDataBoxClient(options);
  return {
    name: 'aerodatabox',
    async flightStatus(query: FlightStatusQuery): Promise<FlightStatusReport | undefined> {
      const number = query.flightNumber.replace(/\s+/g, '').toUpperCase();
      const answer = await get(`/flights/number/${encodeURIComponent(number)}/${query.date}`, STATUS_QUERY);
      return answer === undefined ? undefined : claimFlightOf(answer, query);
    },
  };
}
