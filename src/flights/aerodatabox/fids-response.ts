import { z } from 'zod';
import type { FlightScheduleItem } from '../schedule-provider.js';

/*
 * The parts of AeroDataBox's AirportFidsContract we read (OpenAPI "Flight API", operation
 * GetAirportFlights). With withLeg=true every flight carries `departure` and `arrival`
 * (FlightAirportMovementContract) instead of `movement`. Times are DateTimeContract
 * { utc, local }, the local one written like "2025-06-01 06:50+02:00".
 */
const dateTime = z.object({ local: z.string().min(1) });
const movement = z.object({
  airport: z.object({ iata: z.string().nullish() }).nullish(),
  scheduledTime: dateTime.nullish(),
});
const airportFlight = z.object({
  number: z.string().min(1),
  airline: z.object({ name: z.string().nullish() }).nullish(),
  aircraft: z.object({ model: z.string().nullish() }).nullish(),
  departure: movement.nullish(),
  arrival: movement.nullish(),
});
type AirportFlight = z.infer<typeof airportFlight>;

export const fidsResponse = z.object({
  // Items are checked one by one: one odd flight must not hide the others.
  departures: z.array(z.unknown()).nullish(),
});

/** The departures of one FIDS answer that fly to `arrivalIata`, as schedule items. */
export function departuresTo(departures: readonly unknown[], arrivalIata: string): FlightScheduleItem[] {
  const items: FlightScheduleItem[] = [];
  for (const raw of departures) {
    const flight = airportFlight.safeParse(raw);
    if (!flight.success) continue;
    if (flight.data.arrival?.airport?.iata?.toUpperCase() !== arrivalIata) continue;
    items.push(toScheduleItem(flight.data));
  }
  return items;
}

function toScheduleItem(flight: AirportFlight): FlightScheduleItem {
  const flightNumber = flight.number.replace(/\s+/g, '').toUpperCase();
  const departureTime = isoLocal(flight.departure?.scheduledTime?.local);
  return {
    id: `${flightNumber}@${departureTime ?? 'unknown'}`,
    flight_number: flightNumber,
    airline_name: flight.airline?.name || null,
    departure_time: departureTime,
    arrival_time: isoLocal(flight.arrival?.scheduledTime?.local),
    aircraft_type: flight.aircraft?.model || null,
  };
}

/** "2025-06-01 06:50+02:00" → "2025-06-01T06:50+02:00" (ISO 8601, still local with its offset). */
function isoLocal(local: string | null | undefined): string | null {
  return local ? local.trim().replace(' ', 'T') : null;
}
