import type { DoItYourselfOffer } from './do-it-yourself.js';
import { z } from 'zod';
import { bookingReferenceField, claimPassengersField, isInfantOn, TRAVELLED_FREE_NOT_ASKED_MESSAGE, TRAVELLED_FREE_REQUIRED_MESSAGE } from './claim-passengers.js';
import { ANSWERS, ISSUE_TYPES } from './claim-vocabulary.js';
import { issueAnswersFields, issueAnswersProblem } from './issue-answers.js';
import { legalAcceptanceFields } from './legal-texts.js';

/** IATA or ICAO designator, 1-4 digits, an optional suffix: AZ610, FR1234A. Upper case, no spaces. */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2,3}\d{1,4}[A-Z]?$/;
export const FLIGHT_NUMBER_MESSAGE = 'Numero di volo non valido (esempio: AZ610)';

/** Upper case, no spaces: how a typed flight number is kept. */
export const normaliseFlightNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * The airline designator a flight number starts with: its IATA code ('FR8314' → 'FR', 'W61234' →
 * 'W6'), or its ICAO code when written so ('RYR8314' → 'RYR'); null when it has neither form.
 */
export function airlineDesignatorOf(flightNumber: string): { iata: string } | { icao: string } | null {
  const normalised = normaliseFlightNumber(flightNumber);
  const icao = /^([A-Z]{3})\d{1,4}[A-Z]?$/.exec(normalised);
  if (icao) return { icao: icao[1]! };
  const iata = /^([A-Z0-9]{2})\d{1,4}[A-Z]?$/.exec(normalised);
  return iata && /[A-Z]/.test(iata[1]!) ? { iata: iata[1]! } : null;
}

/** The earliest flight date a claim may name (and the wizard's date picker offers). */
export const EARLIEST_FLIGHT_DATE = '2020-01-01';
export const EARLIEST_FLIGHT_DATE_MESSAGE = 'Possiamo verificare solo voli dal 1° gennaio 2020';
export const FUTURE_FLIGHT_DATE_MESSAGE = 'La data del volo non può essere nel futuro';
export const FLIGHT_DATE_MESSAGE = 'Data del volo non valida';

// What the wizard says before sending and the server says on a 400, word for word.
export const PASSENGER_NAME_MESSAGE = 'Inserisci nome e cognome';
export const EMAIL_MESSAGE = 'Inserisci un indirizzo email valido';
export const ISSUE_TYPE_MESSAGE = 'Seleziona il tipo di problema';
export const ANSWER_MESSAGE = 'Rispondi sì, no o non lo so';
export const SAME_AIRPORTS_MESSAGE = 'Gli aeroporti di partenza e di arrivo devono essere diversi';

/** A typed flight number, normalised, then checked against the pattern; `missing` answers a value that is not text. */
export const flightNumberField = (missing?: string) =>
  z.string(missing).transform(normaliseFlightNumber).pipe(z.string().regex(FLIGHT_NUMBER_PATTERN, FLIGHT_NUMBER_MESSAGE));

/** The body of POST /api/flight-checks. */
export const submitClaimBody = z
  .object({
    flightNumber: flightNumberField('Inserisci il numero del volo'),
    flightDate: z.iso.date(FLIGHT_DATE_MESSAGE),
    departureAirportId: z.coerce.number('Seleziona l’aeroporto di partenza').int().positive('Seleziona l’aeroporto di partenza'),
    arrivalAirportId: z.coerce.number('Seleziona l’aeroporto di arrivo').int().positive('Seleziona l’aeroporto di arrivo'),
    departureAirport: z.string().trim().max(200).optional(),
    arrivalAirport: z.string().trim().max(200).optional(),
    passengerName: z.string(PASSENGER_NAME_MESSAGE).trim().min(2, PASSENGER_NAME_MESSAGE).max(200),
    email: z.string(EMAIL_MESSAGE).trim().max(254).pipe(z.email(EMAIL_MESSAGE)),
    phone: z.string().trim().max(40).nullish(),
    issueType: z.enum(ISSUE_TYPES, ISSUE_TYPE_MESSAGE),
    issueDetails: z.string().trim().max(5_000).nullish(),
    /** Whether the operating airline is European (EU, Iceland, Norway, Switzerland): asked when scope depends on it. */
    operatingCarrierEuropean: z.enum(ANSWERS, ANSWER_MESSAGE).default('unknown'),
    /** Missed connection: whether all flights were on one booking. */
    singleBooking: z.enum(ANSWERS, ANSWER_MESSAGE).default('unknown'),
    /** What decides the amount, per problem: the arrival delay, the cancellation's notice and re-routing, the reason given… */
    ...issueAnswersFields,
    /** The booking reference (PNR); optional: not every passenger finds it. Empty reads as absent. */
    bookingReference: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), bookingReferenceField.nullish()),
    /** The booking's passengers, the person filling in first; absent (older clients) means one, the contact person, with no birth date. */
    passengers: claimPassengersField.optional(),
    /** The terms the passenger accepted and the privacy notice they read: the current versions (legal-texts.ts), else 400. */
    ...legalAcceptanceFields,
  })
  .refine((body) => body.departureAirportId !== body.arrivalAirportId, {
    path: ['arrivalAirportId'],
    message: SAME_AIRPORTS_MESSAGE,
  })
  .superRefine((body, context) => {
    const issueProblem = issueAnswersProblem(body);
    if (issueProblem) context.addIssue({ code: 'custom', path: [issueProblem.field], message: issueProblem.message });
    for (const [index, passenger] of (body.passengers ?? []).entries()) {
      const problem = birthDateProblem(passenger.dateOfBirth, body.flightDate);
      if (problem) {
        context.addIssue({ code: 'custom', path: ['passengers', index, 'dateOfBirth'], message: problem });
        continue;
      }
      // Art. 3(3): whether an infant travelled free decides whether anything is claimed for them; nobody else is asked.
      const infant = isInfantOn(passenger.dateOfBirth, body.flightDate);
      if (infant && passenger.travelledFree === undefined) context.addIssue({ code: 'custom', path: ['passengers', index, 'travelledFree'], message: TRAVELLED_FREE_REQUIRED_MESSAGE });
      if (!infant && passenger.travelledFree !== undefined) context.addIssue({ code: 'custom', path: ['passengers', index, 'travelledFree'], message: TRAVELLED_FREE_NOT_ASKED_MESSAGE });
    }
  });

export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const BIRTH_BEFORE_1900_MESSAGE = 'La data di nascita non può essere prima del 1900';
export const BIRTH_AFTER_FLIGHT_MESSAGE = 'La data di nascita non può essere successiva alla data del volo';

/** What is wrong with a passenger's date of birth ('YYYY-MM-DD') for a flight on `flightDate`, if anything. */
export function birthDateProblem(dateOfBirth: string, flightDate: string | undefined): string | undefined {
  if (dateOfBirth < EARLIEST_BIRTH_DATE) return BIRTH_BEFORE_1900_MESSAGE;
  if (flightDate && dateOfBirth > flightDate) return BIRTH_AFTER_FLIGHT_MESSAGE;
  return undefined;
}

/** The body as the server reads it, once parsed. */
export type SubmitClaimBody = z.infer<typeof submitClaimBody>;

/** The body as a client sends it (the airport ids as numbers, not any value the server would coerce). */
export type ClaimSubmission = Omit<z.input<typeof submitClaimBody>, 'departureAirportId' | 'arrivalAirportId'> & {
  departureAirportId: number;
  arrivalAirportId: number;
};

/** 201 answer: the practice number is the server's. */
export interface SubmittedClaim {
  id: number;
  practiceNumber: string;
  status: 'pending';
  uploadToken: string;
  /** The carrier pays passengers who claim on their own: «Fai da te, gratis» is offered beside our service; null otherwise. */
  doItYourself: DoItYourselfOffer | null;
}
