import { MAX_PASSENGERS } from '@contracts/claim-passengers';
import { ANSWERS, type Answer } from '@contracts/claim-vocabulary';
import type { Airport } from '@/components/airport-search';
import type { FlightScheduleItem } from './api/flight-schedules';
import { ISSUE_TYPES, STORAGE_KEY, type IssueType, type StepNumber } from './wizard-constants';
import { EMPTY_ISSUE, parseIssueForm, type IssueForm } from './wizard-issue';

export interface PassengerData {
  name: string;
  email: string;
  /** The date of birth of the person filling in the claim, passenger 1 ('YYYY-MM-DD'). */
  dateOfBirth: string;
  phone: string;
  issueType: IssueType | '';
  issueDetails: string;
}

/** Another passenger of the booking (2 to 9); `key` only tells the rows apart on the page. */
export interface CompanionData {
  key: string;
  fullName: string;
  dateOfBirth: string;
  email: string;
  /** Asked for a passenger under 2 on the flight's day: 'yes' when a ticket was paid for them (an infant fare too), 'no' when they travelled free; '' while not answered. */
  ownTicket?: 'yes' | 'no' | '';
}

/** The wizard's yes / no / "non lo so" questions; '' while not answered. */
export interface WizardAnswers {
  /** Asked when the flight comes from outside the EU into it. */
  operatingCarrierEuropean: Answer | '';
  /** Asked for a missed connection. */
  singleBooking: Answer | '';
}

/** Saved form progress (public spec §3), plus the key of the pending submission. */
export interface WizardProgress {
  step: StepNumber;
  completedSteps: StepNumber[];
  departure: Airport | null;
  arrival: Airport | null;
  flightDate: string;
  selectedFlight: FlightScheduleItem | null;
  manualFlightNumber: string;
  passenger: PassengerData;
  /** The booking reference (PNR) as typed; optional. */
  bookingReference: string;
  /** The booking's other passengers, in order: passengers 2 to 9. */
  companions: CompanionData[];
  answers: WizardAnswers;
  /** What decides the amount (the arrival delay, the cancellation's notice…), asked on the review step. */
  issue: IssueForm;
  /** Generated at the first 'Invia richiesta' and kept until the server answers for good. */
  idempotencyKey: string | null;
}

export const EMPTY_PROGRESS: WizardProgress = {
  step: 1,
  completedSteps: [],
  departure: null,
  arrival: null,
  flightDate: '',
  selectedFlight: null,
  manualFlightNumber: '',
  passenger: { name: '', email: '', dateOfBirth: '', phone: '', issueType: '', issueDetails: '' },
  bookingReference: '',
  companions: [],
  answers: { operatingCarrierEuropean: '', singleBooking: '' },
  issue: EMPTY_ISSUE,
  idempotencyKey: null,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStep = (value: unknown): value is StepNumber => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const answer = (value: unknown): Answer | '' => ANSWERS.find((known) => known === value) ?? '';

function airport(value: unknown): Airport | null {
  if (!isObject(value)) return null;
  const ok =
    typeof value.id === 'number' &&
    typeof value.iataCode === 'string' &&
    typeof value.name === 'string' &&
    typeof value.countryCode === 'string' &&
    typeof value.latitude === 'number' &&
    typeof value.longitude === 'number';
  return ok ? (value as unknown as Airport) : null;
}

function companions(value: unknown): CompanionData[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObject)
    .slice(0, MAX_PASSENGERS - 1)
    .map((companion, index) => ({
      key: text(companion.key) || `saved-${index}`,
      fullName: text(companion.fullName),
      dateOfBirth: text(companion.dateOfBirth),
      email: text(companion.email),
      ownTicket: companion.ownTicket === 'yes' || companion.ownTicket === 'no' ? companion.ownTicket : '',
    }));
}

function flight(value: unknown): FlightScheduleItem | null {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.flight_number !== 'string') return null;
  return value as unknown as FlightScheduleItem;
}

/** Whatever is stored is checked field by field: an old or tampered entry never breaks the page. */
export function parseProgress(raw: string | null): WizardProgress {
  if (!raw) return EMPTY_PROGRESS;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return EMPTY_PROGRESS;
  }
  if (!isObject(stored)) return EMPTY_PROGRESS;
  const passenger = isObject(stored.passenger) ? stored.passenger : {};
  const issueType = ISSUE_TYPES.find((type) => type === passenger.issueType) ?? '';
  const answers = isObject(stored.answers) ? stored.answers : {};
  return {
    step: isStep(stored.step) ? stored.step : 1,
    completedSteps: Array.isArray(stored.completedSteps) ? stored.completedSteps.filter(isStep) : [],
    departure: airport(stored.departure),
    arrival: airport(stored.arrival),
    flightDate: text(stored.flightDate),
    selectedFlight: flight(stored.selectedFlight),
    manualFlightNumber: text(stored.manualFlightNumber),
    passenger: {
      name: text(passenger.name),
      email: text(passenger.email),
      dateOfBirth: text(passenger.dateOfBirth),
      phone: text(passenger.phone),
      issueType,
      issueDetails: text(passenger.issueDetails),
    },
    bookingReference: text(stored.bookingReference),
    companions: companions(stored.companions),
    answers: { operatingCarrierEuropean: answer(answers.operatingCarrierEuropean), singleBooking: answer(answers.singleBooking) },
    issue: parseIssueForm(stored.issue),
    idempotencyKey: typeof stored.idempotencyKey === 'string' && stored.idempotencyKey ? stored.idempotencyKey : null,
  };
}

/** Storage can be full or blocked (private mode): the wizard still works, only without saving. */
export function loadProgress(): WizardProgress {
  try {
    return parseProgress(localStorage.getItem(STORAGE_KEY));
  } catch {
    return EMPTY_PROGRESS;
  }
}

export function saveProgress(progress: WizardProgress): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Not saved; nothing the user can do about it.
  }
}

export function clearProgress(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Ignored, as above.
  }
}
