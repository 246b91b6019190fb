import { BOOKING_REFERENCE_MESSAGE, CO_PASSENGER_EMAIL_MESSAGE, DATE_OF_BIRTH_MESSAGE, FIRST_PASSENGER_INFANT_MESSAGE, isMinorOn, MAX_PASSENGERS, PASSENGER_FULL_NAME_MESSAGE, PASSENGERS_COUNT_MESSAGE, TRAVELLED_FREE_REQUIRED_MESSAGE } from '@contracts/claim-passengers';
import {
  birthDateProblem,
  EARLIEST_FLIGHT_DATE_MESSAGE,
  EMAIL_MESSAGE,
  FLIGHT_DATE_MESSAGE,
  FLIGHT_NUMBER_MESSAGE,
  FLIGHT_NUMBER_PATTERN,
  FUTURE_FLIGHT_DATE_MESSAGE,
  ISSUE_TYPE_MESSAGE,
  normaliseFlightNumber,
  PASSENGER_NAME_MESSAGE,
  SAME_AIRPORTS_MESSAGE,
} from '@contracts/claim-submission';
import { PRIVACY_REQUIRED_MESSAGE, TERMS_REQUIRED_MESSAGE } from '@contracts/legal-texts';
import type { FieldError } from '@contracts/problem';
import type { WizardProgress } from './wizard-progress';
import { EARLIEST_FLIGHT_DATE, type StepNumber } from './wizard-constants';
import { asksOperatingCarrier, asksOwnTicket, asksSingleBooking, normaliseBookingReference } from './wizard-estimate';
import { issueFormErrors, type IssueForm } from './wizard-issue';

export type FieldName =
  | 'departure'
  | 'arrival'
  | 'operatingCarrierEuropean'
  | 'flightDate'
  | 'flight'
  | 'name'
  | 'email'
  | 'phone'
  | 'issueType'
  | 'singleBooking'
  | 'issueDetails'
  | 'acceptedTerms'
  | 'acknowledgedPrivacy'
  | 'bookingReference'
  | 'passengers'
  | IssueFieldName
  | PassengerFieldName;

/** The review step's questions that decide the amount. */
export type IssueFieldName =
  | 'arrivalDelay'
  | 'flightBroughtForward'
  | 'cancellationNotice'
  | 'rerouteOffered'
  | 'rerouteDepartedEarlier'
  | 'rerouteArrivedLater'
  | 'airlineReason'
  | 'deniedBoardingVolunteered'
  | 'deniedBoardingGrounds';

/** The field a change of the review step's answers touches: «Non lo so» belongs to the arrival delay. */
export const issueFieldOf = (key: keyof IssueForm): IssueFieldName => (key === 'arrivalDelayUnknown' ? 'arrivalDelay' : key);

/** A field of one passenger of the booking, by index (0 is the person filling in: their name and e-mail are 'name' and 'email'). */
export type PassengerFieldName = `passengers.${number}.${'fullName' | 'dateOfBirth' | 'email' | 'travelledFree'}`;
export const passengerField = (index: number, field: 'fullName' | 'dateOfBirth' | 'email' | 'travelledFree'): PassengerFieldName => `passengers.${index}.${field}`;

const CHOOSE_AN_ANSWER = 'Scegli una risposta: se non lo sai, indica «Non lo so»';
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Spec §5: looks like {local}@{domain}.{tld}, no spaces. */
export const isValidEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** The server's rule for flight numbers (IATA/ICAO designator, 1-4 digits, optional suffix). */
export const isValidFlightNumber = (value: string) => FLIGHT_NUMBER_PATTERN.test(value);

/** Upper case, no spaces: what the manual flight number field keeps (spec §5). */
export { normaliseFlightNumber };

const isCalendarDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

const BOOKING_REFERENCE_PATTERN = /^[A-Z0-9]{5,8}$/;
const BIRTH_DATE_MISSING = 'Inserisci la data di nascita';

/** What is wrong with a date of birth typed for a flight on `flightDate` (today when not chosen yet). */
function birthDateError(value: string, flightDate: string, today: string): string | undefined {
  if (!value) return BIRTH_DATE_MISSING;
  if (!isCalendarDate(value)) return DATE_OF_BIRTH_MESSAGE;
  return birthDateProblem(value, isCalendarDate(flightDate) && flightDate <= today ? flightDate : today);
}

/** Step 4's passengers: the person filling in needs a date of birth, every other passenger a name and one, and an e-mail unless a minor today (adults sign their own mandate by e-mail). */
function passengersErrors(progress: WizardProgress, today: string, errors: FieldErrors): void {
  const own = birthDateError(progress.passenger.dateOfBirth, progress.flightDate, today);
  if (own) errors[passengerField(0, 'dateOfBirth')] = own;
  else if (asksOwnTicket(progress.passenger.dateOfBirth, progress.flightDate)) errors[passengerField(0, 'dateOfBirth')] = FIRST_PASSENGER_INFANT_MESSAGE;
  progress.companions.forEach((companion, position) => {
    const index = position + 1;
    if (companion.fullName.trim().length < 2) errors[passengerField(index, 'fullName')] = PASSENGER_FULL_NAME_MESSAGE;
    const birth = birthDateError(companion.dateOfBirth, progress.flightDate, today);
    if (birth) errors[passengerField(index, 'dateOfBirth')] = birth;
    else if (asksOwnTicket(companion.dateOfBirth, progress.flightDate) && !companion.ownTicket) errors[passengerField(index, 'travelledFree')] = TRAVELLED_FREE_REQUIRED_MESSAGE;
    if (companion.email.trim()) {
      if (!isValidEmail(companion.email)) errors[passengerField(index, 'email')] = EMAIL_MESSAGE;
    } else if (!birth && !isMinorOn(companion.dateOfBirth, today)) errors[passengerField(index, 'email')] = CO_PASSENGER_EMAIL_MESSAGE;
  });
  if (progress.companions.length + 1 > MAX_PASSENGERS) errors.passengers = PASSENGERS_COUNT_MESSAGE;
  const reference = normaliseBookingReference(progress.bookingReference);
  if (reference && !BOOKING_REFERENCE_PATTERN.test(reference)) errors.bookingReference = BOOKING_REFERENCE_MESSAGE;
}

/** The errors that keep a step from being valid (spec §5 "Wizard step validity"). */
export function stepErrors(step: StepNumber, progress: WizardProgress, today: string): FieldErrors {
  const errors: FieldErrors = {};
  switch (step) {
    case 1:
      if (!progress.departure) errors.departure = "Seleziona l'aeroporto di partenza dall'elenco";
      if (!progress.arrival) errors.arrival = "Seleziona l'aeroporto di arrivo dall'elenco";
      else if (progress.departure?.id === progress.arrival.id) errors.arrival = SAME_AIRPORTS_MESSAGE;
      if (asksOperatingCarrier(progress.departure, progress.arrival) && !progress.answers.operatingCarrierEuropean) errors.operatingCarrierEuropean = CHOOSE_AN_ANSWER;
      break;
    case 2:
      if (!progress.flightDate) errors.flightDate = 'Seleziona la data del volo';
      else if (!isCalendarDate(progress.flightDate)) errors.flightDate = FLIGHT_DATE_MESSAGE;
      else if (progress.flightDate > today) errors.flightDate = FUTURE_FLIGHT_DATE_MESSAGE;
      else if (progress.flightDate < EARLIEST_FLIGHT_DATE) errors.flightDate = EARLIEST_FLIGHT_DATE_MESSAGE;
      break;
    case 3:
      if (!progress.selectedFlight && !progress.manualFlightNumber) errors.flight = "Scegli un volo dall'elenco o inserisci il numero del volo";
      else if (!progress.selectedFlight && !isValidFlightNumber(progress.manualFlightNumber)) errors.flight = FLIGHT_NUMBER_MESSAGE;
      break;
    case 4:
      if (progress.passenger.name.trim().length < 2) errors.name = PASSENGER_NAME_MESSAGE;
      if (!isValidEmail(progress.passenger.email)) errors.email = EMAIL_MESSAGE;
      if (!progress.passenger.issueType) errors.issueType = ISSUE_TYPE_MESSAGE;
      if (asksSingleBooking(progress.passenger.issueType) && !progress.answers.singleBooking) errors.singleBooking = CHOOSE_AN_ANSWER;
      passengersErrors(progress, today, errors);
      break;
    case 5:
      Object.assign(errors, issueFormErrors(progress.passenger.issueType, progress.issue));
      break;
  }
  return errors;
}

export const isStepValid = (step: StepNumber, progress: WizardProgress, today: string) => Object.keys(stepErrors(step, progress, today)).length === 0;

/** The first of steps 1-4 that is not valid, if any: submit needs them all (spec §5). */
export function firstInvalidStep(progress: WizardProgress, today: string, before: StepNumber = 5): StepNumber | null {
  for (const step of [1, 2, 3, 4] as const) {
    if (step >= before) break;
    if (!isStepValid(step, progress, today)) return step;
  }
  return null;
}

/** The two boxes ticked on the last step: the terms accepted and the privacy notice read. */
export interface Consents {
  acceptedTerms: boolean;
  acknowledgedPrivacy: boolean;
}

export const NO_CONSENTS: Consents = { acceptedTerms: false, acknowledgedPrivacy: false };

/** What keeps the claim from being sent on the last step: both boxes are required. */
export function consentErrors(consents: Consents): FieldErrors {
  const errors: FieldErrors = {};
  if (!consents.acceptedTerms) errors.acceptedTerms = TERMS_REQUIRED_MESSAGE;
  if (!consents.acknowledgedPrivacy) errors.acknowledgedPrivacy = PRIVACY_REQUIRED_MESSAGE;
  return errors;
}

/** Where each field of the server's 400 `errors` is typed. */
const SERVER_FIELDS: Readonly<Record<string, { field: FieldName; step: StepNumber }>> = {
  departureAirportId: { field: 'departure', step: 1 },
  departureAirport: { field: 'departure', step: 1 },
  arrivalAirportId: { field: 'arrival', step: 1 },
  arrivalAirport: { field: 'arrival', step: 1 },
  operatingCarrierEuropean: { field: 'operatingCarrierEuropean', step: 1 },
  flightDate: { field: 'flightDate', step: 2 },
  flightNumber: { field: 'flight', step: 3 },
  passengerName: { field: 'name', step: 4 },
  email: { field: 'email', step: 4 },
  phone: { field: 'phone', step: 4 },
  issueType: { field: 'issueType', step: 4 },
  singleBooking: { field: 'singleBooking', step: 4 },
  issueDetails: { field: 'issueDetails', step: 4 },
  arrivalDelayMinutes: { field: 'arrivalDelay', step: 5 },
  flightBroughtForward: { field: 'flightBroughtForward', step: 5 },
  cancellationNotice: { field: 'cancellationNotice', step: 5 },
  rerouteOffered: { field: 'rerouteOffered', step: 5 },
  rerouteDepartedEarlierMinutes: { field: 'rerouteDepartedEarlier', step: 5 },
  rerouteArrivedLaterMinutes: { field: 'rerouteArrivedLater', step: 5 },
  airlineReason: { field: 'airlineReason', step: 5 },
  deniedBoardingVolunteered: { field: 'deniedBoardingVolunteered', step: 5 },
  deniedBoardingGrounds: { field: 'deniedBoardingGrounds', step: 5 },
  acceptedTerms: { field: 'acceptedTerms', step: 5 },
  acknowledgedPrivacy: { field: 'acknowledgedPrivacy', step: 5 },
  bookingReference: { field: 'bookingReference', step: 4 },
  passengers: { field: 'passengers', step: 4 },
  'passengers.0.fullName': { field: 'name', step: 4 },
  'passengers.0.email': { field: 'email', step: 4 },
};

/** A server error on one passenger's field goes to that field of step 4. */
function serverField(field: string): { field: FieldName; step: StepNumber } | undefined {
  if (SERVER_FIELDS[field]) return SERVER_FIELDS[field];
  const passenger = /^passengers\.(\d)\.(fullName|dateOfBirth|email|travelledFree)$/.exec(field);
  return passenger ? { field: passengerField(Number(passenger[1]), passenger[2] as 'fullName'), step: 4 } : undefined;
}

export function mapServerErrors(errors: FieldError[]): { fields: FieldErrors; firstStep: StepNumber | null } {
  const fields: FieldErrors = {};
  let firstStep: StepNumber | null = null;
  for (const error of errors) {
    const target = serverField(error.field);
    if (!target || fields[target.field]) continue;
    fields[target.field] = error.message;
    if (firstStep === null || target.step < firstStep) firstStep = target.step;
  }
  return { fields, firstStep };
}
