import { isInfantOn } from '@contracts/claim-passengers';
import { answerAsBoolean, assessClaim, eurosToCents, formatEuroCents, issueFacts, scopeDependsOnCarrier, type Assessment, type FeeBreakdown, type IssueAnswers } from '@eligibility';
import type { Airport } from '@/components/airport-search';
import type { ClaimSubmission } from './api/submit-claim';
import { airportLabel } from '@/components/airport-search';
import type { WizardAnswers, WizardProgress } from './wizard-progress';
import type { IssueType } from './wizard-constants';
import { issueAnswersOf } from './wizard-issue';

function assess(
  departure: Airport,
  arrival: Airport,
  issueType: IssueType,
  flightDate: string,
  today: string,
  answers: WizardAnswers,
  carrierIsEu?: boolean,
  issueAnswers: IssueAnswers = {},
): Assessment | null {
  try {
    return assessClaim({
      departure,
      arrival,
      issueType,
      ...issueFacts(issueAnswers),
      flightDate: flightDate || today,
      today,
      operatingCarrierIsEu: carrierIsEu ?? answerAsBoolean(answers.operatingCarrierEuropean || undefined),
      singleBooking: answerAsBoolean(answers.singleBooking || undefined),
    });
  } catch {
    // An unfinished date ('2025-02-3') makes no assessment yet.
    return null;
  }
}

/** Whether step 1 asks for the operating airline: from outside the EU into it, scope depends on it. */
export const asksOperatingCarrier = (departure: Airport | null, arrival: Airport | null) =>
  Boolean(departure && arrival && departure.id !== arrival.id && scopeDependsOnCarrier(departure, arrival));

/** Whether step 4 asks about the booking: for a missed connection, one booking or several decides what counts. */
export const asksSingleBooking = (issueType: IssueType | '') => issueType === 'missed_connection';

/** Step 1's preview: what a long delay on this route can be worth, scope applied first. */
export function routePreview(departure: Airport | null, arrival: Airport | null, today: string, answers: WizardAnswers): Assessment | null {
  if (!departure || !arrival || departure.id === arrival.id) return null;
  return assess(departure, arrival, 'delay', today, today, answers);
}

/**
 * Step 5's estimate, from the eligibility engine with what the passenger told us (the answers that
 * decide the amount included, so it follows each of them); `carrierIsEu`, the
 * EU flag of the carrier the flight number names (our airlines list), wins over their answer, as it
 * does when the server assesses the claim.
 */
export function claimEstimate(progress: WizardProgress, today: string, carrierIsEu?: boolean): Assessment | null {
  const { departure, arrival, passenger, flightDate } = progress;
  if (!departure || !arrival || !passenger.issueType) return null;
  const { operatingCarrierEuropean = '', singleBooking = '' } = submittedAnswers(progress);
  return assess(departure, arrival, passenger.issueType, flightDate, today, { operatingCarrierEuropean, singleBooking }, carrierIsEu, issueAnswersOf(passenger.issueType, progress.issue));
}

export const chosenFlightNumber = (progress: WizardProgress) => progress.selectedFlight?.flight_number ?? progress.manualFlightNumber;

type SubmittedAnswers = Pick<ClaimSubmission, 'operatingCarrierEuropean' | 'singleBooking'>;

/** Only the questions asked for this claim travel; the server reads the others as 'unknown'. */
function submittedAnswers(progress: WizardProgress): SubmittedAnswers {
  const { answers, departure, arrival, passenger } = progress;
  const submitted: SubmittedAnswers = {};
  if (asksOperatingCarrier(departure, arrival)) submitted.operatingCarrierEuropean = answers.operatingCarrierEuropean || 'unknown';
  if (asksSingleBooking(passenger.issueType)) submitted.singleBooking = answers.singleBooking || 'unknown';
  return submitted;
}

/** The versions of the legal texts the passenger ticked, as the submission names them. */
export type LegalAcceptance = Pick<ClaimSubmission, 'acceptedTerms' | 'acknowledgedPrivacy'>;

/** The body of POST /api/flight-checks; call only when steps 1-4 are valid and both boxes are ticked. */
export function toSubmission(progress: WizardProgress, acceptance: LegalAcceptance): ClaimSubmission {
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
    bookingReference: normaliseBookingReference(progress.bookingReference) || null,
    passengers: [
      { fullName: passenger.name.trim(), dateOfBirth: passenger.dateOfBirth, email: passenger.email.trim() },
      ...progress.companions.map((companion) => ({
        fullName: companion.fullName.trim(),
        dateOfBirth: companion.dateOfBirth,
        email: companion.email.trim() || null,
        ...(asksOwnTicket(companion.dateOfBirth, progress.flightDate) ? { travelledFree: companion.ownTicket === 'no' } : {}),
      })),
    ],
    ...submittedAnswers(progress),
    ...issueAnswersOf(passenger.issueType, progress.issue),
    ...acceptance,
  };
}

/** Euro amounts of the wizard, with cents: '600,00 €'. */
export const formatEuro = (amount: number) => formatEuroCents(eurosToCents(amount));

/** Upper case, no spaces: how the booking reference is kept and checked. */
export const normaliseBookingReference = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** How many passengers the claim is for: the person filling in and the others added. */
export const passengerCount = (progress: Pick<WizardProgress, 'companions'>) => progress.companions.length + 1;

/** Whether the wizard asks if a passenger born on `dateOfBirth` had a ticket: under 2 on the flight's day (Art. 3(3)). */
export const asksOwnTicket = (dateOfBirth: string, flightDate: string) => /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) && /^\d{4}-\d{2}-\d{2}$/.test(flightDate) && isInfantOn(dateOfBirth, flightDate);

/** How many passengers compensation is claimed for: all but the infants who travelled free, who get nothing and pay no fee. */
export const ticketedPassengerCount = (progress: Pick<WizardProgress, 'companions' | 'flightDate'>) =>
  passengerCount(progress) - progress.companions.filter((companion) => asksOwnTicket(companion.dateOfBirth, progress.flightDate) && companion.ownTicket === 'no').length;

/** The estimate for the whole booking, in cents: EU261 compensation, our fee and the net are per passenger. */
export function bookingTotals(fee: FeeBreakdown, passengers: number) {
  return { compensationCents: fee.compensationCents * passengers, feeCents: fee.feeCents * passengers, netCents: fee.netCents * passengers };
}
