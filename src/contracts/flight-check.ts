import { z } from 'zod';
import type { VerifiedFlightStatus } from './verified-flight.js';
import {
  EARLIEST_FLIGHT_DATE,
  EARLIEST_FLIGHT_DATE_MESSAGE,
  FLIGHT_DATE_MESSAGE,
  flightNumberField,
  FUTURE_FLIGHT_DATE_MESSAGE,
} from './claim-submission.js';

/** GET /api/flights/status's answer when the service cannot be asked (no key, or it failed): the passenger goes on by hand. */
export const FLIGHT_DATA_UNAVAILABLE_MESSAGE = 'Servizio dati voli non disponibile: inserisci i dati a mano';

/** The query of GET /api/flights/status; `today` is the Italian calendar day the check runs on. */
export const flightCheckQuery = (today: () => string) =>
  z.object({
    flightNumber: flightNumberField('Inserisci il numero del volo (esempio: AZ610)'),
    date: z
      .string(FLIGHT_DATE_MESSAGE)
      .trim()
      .pipe(z.iso.date(FLIGHT_DATE_MESSAGE))
      .refine((date) => date >= EARLIEST_FLIGHT_DATE, EARLIEST_FLIGHT_DATE_MESSAGE)
      .refine((date) => date <= today(), FUTURE_FLIGHT_DATE_MESSAGE),
  });

export type FlightCheckEligibility = 'eligible' | 'uncertain' | 'not_eligible';

/** The engine's first word on a checked flight, per passenger, in cents. */
export interface FlightCheckAssessment {
  eligibility: FlightCheckEligibility;
  compensationCents: number;
  feeCents: number;
  netCents: number;
  /** The rules applied (rulesets.ts id). */
  ruleset: string;
  reasons: string[];
}

/** GET /api/flights/status: what the flight-data service knows of one flight, and what the passenger may be owed. Reference data only. */
export interface FlightCheck {
  status: VerifiedFlightStatus;
  departureIata: string | null;
  arrivalIata: string | null;
  scheduledDeparture: string | null;
  actualDeparture: string | null;
  scheduledArrival: string | null;
  actualArrival: string | null;
  arrivalDelayMinutes: number | null;
  operatingCarrier: string | null;
  assessment: FlightCheckAssessment;
}
