/**
 * What is known of the flight a claim is about, on the claim's stream `claim-{id}`: the flight-data
 * service's answer (FlightVerified) or the times an operator entered by hand (FlightTimesRecorded).
 * Times are ISO 8601 with their offset, as local to each airport as the source gives them.
 */

import { z } from 'zod';
import { VERIFIED_FLIGHT_STATUSES, type VerifiedFlightStatus } from '../contracts/verified-flight.js';

export { VERIFIED_FLIGHT_STATUSES, type VerifiedFlightStatus } from '../contracts/verified-flight.js';

export interface FlightTimes {
  scheduledDeparture: string | null;
  actualDeparture: string | null;
  scheduledArrival: string | null;
  actualArrival: string | null;
  status: VerifiedFlightStatus;
  /**
   * Minutes between scheduled and actual arrival (the delay Art. 7 counts); null when not known.
   * The law counts until the doors open at the destination (Germanwings, C-452/13): the flight-data
   * service's arrival is the gate (block) time when it has one, else the touchdown, both a little
   * earlier than that, so a delay just under a threshold is worth checking by hand.
   */
  arrivalDelayMinutes: number | null;
  /** Where it landed when diverted (IATA); null otherwise. */
  divertedTo: string | null;
}

export interface FlightVerifiedData extends FlightTimes {
  flightNumber: string;
  flightDate: string;
  /** The operating carrier the provider reports (IATA), when it does. */
  operatingCarrier: string | null;
  source: 'aerodatabox';
}

export interface FlightTimesRecordedData extends FlightTimes {
  flightNumber: string;
  flightDate: string;
  /** Where the operator read the times (e.g. «Flightradar24», «conferma della compagnia»). */
  evidence: string;
}

export type FlightEvent =
  | { type: 'FlightVerified'; data: FlightVerifiedData }
  | { type: 'FlightTimesRecorded'; data: FlightTimesRecordedData };

export const FLIGHT_EVENT_TYPES: readonly FlightEvent['type'][] = ['FlightVerified', 'FlightTimesRecorded'];

const flightTimes = {
  scheduledDeparture: z.string().nullable(),
  actualDeparture: z.string().nullable(),
  scheduledArrival: z.string().nullable(),
  actualArrival: z.string().nullable(),
  status: z.enum(VERIFIED_FLIGHT_STATUSES),
  arrivalDelayMinutes: z.number().nullable(),
  divertedTo: z.string().nullable(),
  flightNumber: z.string(),
  flightDate: z.string(),
};
export const flightVerifiedData = z.looseObject({ ...flightTimes, operatingCarrier: z.string().nullable(), source: z.literal('aerodatabox') }) satisfies z.ZodType<FlightVerifiedData>;
export const flightTimesRecordedData = z.looseObject({ ...flightTimes, evidence: z.string() }) satisfies z.ZodType<FlightTimesRecordedData>;
