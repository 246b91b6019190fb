import { z } from 'zod';
import type { FlightStatusQuery, FlightStatusReport } from '../flight-status-provider.js';
import type { VerifiedFlightStatus } from '../flight-events.js';

/*
 * The parts of AeroDataBox's FlightContract we read (OpenAPI "Flight API", operation
 * GetFlight_FlightOnSpecificDate, an array of them). Each movement (FlightAirportMovementContract)
 * may carry scheduledTime, revisedTime, predictedTime and runwayTime, each a DateTimeContract
 * { utc: "2025-06-01 08:10Z", local: "2025-06-01 10:10+02:00" }.
 */
const dateTime = z.object({ utc: z.string().nullish(), local: z.string().nullish() }).nullish();
const movement = z
  .object({
    airport: z.object({ iata: z.string().nullish() }).nullish(),
    scheduledTime: dateTime,
    revisedTime: dateTime,
    predictedTime: dateTime,
    runwayTime: dateTime,
  })
  .nullish();
const flightContract = z.object({
  number: z.string().nullish(),
  status: z.string().nullish(),
  codeshareStatus: z.string().nullish(),
  isCargo: z.boolean().nullish(),
  airline: z.object({ iata: z.string().nullish(), icao: z.string().nullish(), name: z.string().nullish() }).nullish(),
  departure: movement,
  arrival: movement,
});
type FlightContract = z.infer<typeof flightContract>;
type Movement = NonNullable<FlightContract['departure']>;
type DateTime = NonNullable<Movement['scheduledTime']>;

/**
 * The one flight of an answer that is the claim's: passenger flights only, the leg leaving the
 * claim's departure airport first, then the one landing at its arrival airport, then the operated
 * flight before its codeshares. Undefined when the answer holds none.
 */
export function claimFlightOf(answer: unknown, query: FlightStatusQuery): FlightStatusReport | undefined {
  const items = Array.isArray(answer) ? answer : [];
  const flights = items.flatMap((item) => {
    const parsed = flightContract.safeParse(item);
    return parsed.success && parsed.data.isCargo !== true ? [parsed.data] : [];
  });
  const score = (flight: FlightContract) =>
    (sameIata(flight.departure?.airport?.iata, query.departureIata) ? 4 : 0) +
    (sameIata(flight.arrival?.airport?.iata, query.arrivalIata) ? 2 : 0) +
    (flight.codeshareStatus === 'IsOperator' ? 1 : 0);
  const best = flights.map((flight) => ({ flight, score: score(flight) })).sort((a, b) => b.score - a.score)[0];
  return best && toReport(best.flight, query);
}

const sameIata = (code: string | null | undefined, wanted: string | null) => Boolean(code && wanted && code.toUpperCase() === wanted.toUpperCase());

/**
 * Actual arrival: the revised time once the flight has arrived (the gate, block-on time), else the
 * runway time (touchdown). The law counts until the doors open (Germanwings, C-452/13), a few
 * minutes after either, so the delay may be a little short of the real one, never longer. The
 * predicted time is a forecast and never counts as actual.
 */
function toReport(flight: FlightContract, query: FlightStatusQuery): FlightStatusReport {
  const departure = flight.departure ?? {};
  const arrival = flight.arrival ?? {};
  const actualArrival = arrival.revisedTime && hasLanded(flight) ? arrival.revisedTime : arrival.runwayTime;
  const actualDeparture = hasDeparted(flight) ? (departure.revisedTime ?? departure.runwayTime) : departure.runwayTime;
  const status = statusOf(flight);
  const landedAt = status === 'cancelled' ? null : actualArrival;
  const arrivalIata = arrival.airport?.iata?.toUpperCase() ?? null;
  return {
    status,
    scheduledDeparture: isoLocal(departure.scheduledTime),
    actualDeparture: status === 'cancelled' ? null : isoLocal(actualDeparture),
    scheduledArrival: isoLocal(arrival.scheduledTime),
    actualArrival: isoLocal(landedAt),
    arrivalDelayMinutes: status === 'landed' ? minutesBetween(arrival.scheduledTime, landedAt) : null,
    divertedTo: status === 'diverted' && arrivalIata && !sameIata(arrivalIata, query.arrivalIata) ? arrivalIata : null,
    operatingCarrier: flight.airline?.iata?.toUpperCase() || null,
    departureIata: departure.airport?.iata?.toUpperCase() || null,
    arrivalIata,
  };
}

const hasLanded = (flight: FlightContract) => flight.status === 'Arrived';
const hasDeparted = (flight: FlightContract) => ['Departed', 'EnRoute', 'Approaching', 'Arrived', 'Diverted'].includes(flight.status ?? '');

/** AeroDataBox's FlightStatus as ours; a flight with a touchdown time has landed whatever its status says. "CanceledUncertain" is not known to be cancelled. */
function statusOf(flight: FlightContract): VerifiedFlightStatus {
  switch (flight.status) {
    case 'Arrived':
      return 'landed';
    case 'Canceled':
      return 'cancelled';
    case 'Diverted':
      return 'diverted';
    default:
      return flight.arrival?.runwayTime ? 'landed' : 'unknown';
  }
}

/** "2025-06-01 10:10+02:00" → "2025-06-01T10:10+02:00"; from the UTC time when the local one is missing. */
function isoLocal(time: DateTime | null | undefined): string | null {
  const text = time?.local?.trim() || time?.utc?.trim();
  return text ? text.replace(' ', 'T') : null;
}

const instant = (time: DateTime | null | undefined) => {
  const text = isoLocal(time?.utc ? { utc: time.utc } : time);
  const at = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : at;
};

function minutesBetween(scheduled: DateTime | null | undefined, actual: DateTime | null | undefined): number | null {
  const from = instant(scheduled);
  const to = instant(actual);
  return from === undefined || to === undefined ? null : Math.round((to - from) / 60_000);
}
