import { assessClaim, type Assessment } from '@eligibility';
import type { Airport } from '@/components/airport-search';
import type { ClaimSubmission } from './api/submit-claim';
import { airportLabel } from '@/components/airport-search';
import type { WizardProgress } from './wizard-progress';
import type { IssueType } from './wizard-constants';

function assess(departure: Airport, arrival: Airport, issueType: IssueType, flightDate: string, today: string): Assessment | null {
  try {
    return assessClaim({ departure, arrival, issueType, flightDate: flightDate || today, today });
  } catch {
    // An unfinished date ('2025-02-3') makes no assessment yet.
    return null;
  }
}

/** Step 1's preview: the most a delay on this route can be worth (the band's amount). */
export function routePreview(departure: Airport | null, arrival: Airport | null, today: string): Assessment | null {
  if (!departure || !arrival || departure.id === arrival.id) return null;
  return assess(departure, arrival, 'delay', today, today);
}

/** Step 5's estimate, from the eligibility engine with what the passenger told us. */
export function claimEstimate(progress: WizardProgress, today: string): Assessment | null {
  const { departure, arrival, passenger, flightDate } = progress;
  if (!departure || !arrival || !passenger.issueType) return null;
  return assess(departure, arrival, passenger.issueType, flightDate, today);
}

export const chosenFlightNumber = (progress: WizardProgress) => progress.selectedFlight?.flight_number ?? progress.manualFlightNumber;

/** The body of POST /api/flight-checks; call only when steps 1-4 are valid. */
export function toSubmission(progress: WizardProgress): ClaimSubmission {
  const { departure, arrival, passenger } = progress;
  if (!departure || !arrival || !passenger.issueType) throw new Error('The wizard is not complete');
  return {
    flightNumber: chosenFlightNumber(progress),
    flightDate: progress.flightDate,
    departureAirportId: departure.id,
    arrivalAirportId: arrival.id,
    departureAirport: airportLabel(departure),
    arrivalAirport: airportLabel(arrival),
    passengerName: passenger.name.trim(),
    email: passenger.email.trim(),
    phone: passenger.phone.trim(),
    issueType: passenger.issueType,
    issueDetails: passenger.issueDetails.trim(),
  };
}

export const formatEuro = (amount: number) => `${amount.toLocaleString('it-IT')} €`;
