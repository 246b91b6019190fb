import type { Airport } from '../airports/contract.js';
import type { FlightCheck, FlightCheckAssessment } from '../contracts/flight-check.js';
import type { VerifiedFlight } from '../contracts/verified-flight.js';
import { rulesetFor } from '../eligibility/index.js';
import { assessSubmittedClaim } from './submit-claim.js';

export interface FlightCheckLookups {
  airportByIata(iataCode: string): Promise<Airport | undefined>;
  /** The carrier's EU flag from the airlines table; undefined when the carrier or its state is not known. */
  carrierIsEu(iataCode: string): Promise<boolean | undefined>;
}

type CheckedFlight = Omit<FlightCheck, 'assessment'> & { flightNumber: string; flightDate: string; divertedTo: string | null };

const UNKNOWN_AIRPORT = 'Non riconosciamo uno degli aeroporti di questo volo: scegli gli aeroporti nel modulo per la verifica completa.';

/**
 * The engine's first word on a flight checked by number and day, before the passenger says anything:
 * a cancelled flight is assessed as a cancellation (the notice still to be asked), any other as a
 * delay with the measured arrival delay. Per passenger, in cents.
 */
export function flightCheckAssessor(lookups: FlightCheckLookups, today: () => string) {
  return async (flight: CheckedFlight): Promise<FlightCheckAssessment> => {
    const [departure, arrival, carrierIsEu] = await Promise.all([
      flight.departureIata ? lookups.airportByIata(flight.departureIata) : undefined,
      flight.arrivalIata ? lookups.airportByIata(flight.arrivalIata) : undefined,
      flight.operatingCarrier ? lookups.carrierIsEu(flight.operatingCarrier) : undefined,
    ]);
    if (!departure || !arrival) {
      return { eligibility: 'uncertain', compensationCents: 0, feeCents: 0, netCents: 0, ruleset: rulesetFor(flight.flightDate).id, reasons: [UNKNOWN_AIRPORT] };
    }
    const verified: VerifiedFlight = { ...flight, source: 'aerodatabox', evidence: null, recordedAt: new Date().toISOString() };
    const issueType = flight.status === 'cancelled' ? 'cancellation' : 'delay';
    const claim = { issueType, flightDate: flight.flightDate, operatingCarrierEuropean: 'unknown', singleBooking: 'unknown' } as const;
    const assessment = assessSubmittedClaim(departure, arrival, claim, today(), verified, carrierIsEu);
    const { compensationCents, feeCents, netCents } = assessment.fee;
    return { eligibility: assessment.eligibility, compensationCents, feeCents, netCents, ruleset: assessment.rulesetId, reasons: assessment.reasons };
  };
}

export type FlightCheckAssessor = ReturnType<typeof flightCheckAssessor>;
