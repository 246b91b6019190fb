import type { Airport } from '@contracts/airports';
import type { FlightNumberCarrier } from '@contracts/airlines';
import { prefillWizard } from '@/features/claim-wizard/prefill';
import { asksOperatingCarrier } from '@/features/claim-wizard/wizard-estimate';
import { EMPTY_ISSUE } from '@/features/claim-wizard/wizard-issue';
import { EMPTY_PROGRESS, type WizardProgress } from '@/features/claim-wizard/wizard-progress';
import type { WizardHandoff } from '@/features/landing/flight-check/wizard-handoff';
import { apiRequest } from './api-client';
import { airportByIata } from './api/airports';

/** An airport chosen, or looked up by its code; null when unknown or the search fails (the wizard then asks for it). */
async function resolveAirport(airport: Airport | string | undefined): Promise<Airport | null> {
  if (airport === undefined) return null;
  if (typeof airport !== 'string') return airport;
  return airportByIata(airport).catch(() => null);
}

/** The EU flag of the carrier the flight number names; undefined when not known (the wizard then asks). */
async function carrierIsEu(flightNumber: string): Promise<boolean | undefined> {
  return apiRequest<FlightNumberCarrier>('GET', `/api/airlines/by-flight-number?${new URLSearchParams({ flightNumber })}`).then(
    (carrier) => carrier.isEu,
    () => undefined,
  );
}

const duration = (minutes: number) => ({ hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) });

/**
 * The landing's hand-off to the claim wizard: the airports found by their codes, the day, the flight
 * number, the problem and the verified arrival delay written where the wizard asks them, so the
 * passenger goes on from the first step still to answer.
 */
export async function handOffToWizard(known: WizardHandoff): Promise<void> {
  const [departure, arrival] = await Promise.all([resolveAirport(known.departure), resolveAirport(known.arrival)]);
  const carrierAsked = Boolean(known.flightNumber) && asksOperatingCarrier(departure, arrival);
  const isEu = carrierAsked ? await carrierIsEu(known.flightNumber!) : undefined;
  const progress: Partial<WizardProgress> = {
    departure,
    arrival,
    flightDate: known.flightDate ?? '',
    manualFlightNumber: known.flightNumber ?? '',
    answers: { operatingCarrierEuropean: isEu === undefined ? '' : isEu ? 'yes' : 'no', singleBooking: '' },
    issue: known.issueType === 'delay' && known.arrivalDelayMinutes !== undefined ? { ...EMPTY_ISSUE, arrivalDelay: duration(Math.max(0, known.arrivalDelayMinutes)) } : EMPTY_ISSUE,
  };
  if (known.issueType) progress.passenger = { ...EMPTY_PROGRESS.passenger, issueType: known.issueType };
  prefillWizard(progress);
}
