import { z } from 'zod';

/** A claim holds the passengers of one booking: at least one, at most nine. */
export const MAX_PASSENGERS = 9;
/** Under this age on the day of signing, a passenger's mandate is signed by a parent or guardian. */
export const ADULT_AGE = 18;
/** Under this age on the flight's day, a passenger may have travelled free on a parent's lap (Art. 3(3)): the wizard asks. */
export const INFANT_AGE = 2;

export const PASSENGER_FULL_NAME_MESSAGE = 'Inserisci nome e cognome del passeggero';
export const DATE_OF_BIRTH_MESSAGE = 'Inserisci una data di nascita valida';
export const BOOKING_REFERENCE_MESSAGE = 'Il codice di prenotazione ha da 5 a 8 lettere o cifre (esempio: X7K2QL)';
export const PASSENGERS_COUNT_MESSAGE = `Indica da 1 a ${MAX_PASSENGERS} passeggeri della stessa prenotazione`;
export const CO_PASSENGER_EMAIL_MESSAGE = 'Inserisci l’indirizzo email del passeggero: chi è maggiorenne firma il proprio mandato con il link che gli inviamo';
export const TRAVELLED_FREE_REQUIRED_MESSAGE = 'Indica se per questo bambino avete pagato un biglietto, anche solo la tariffa neonato';
/** Passenger 1 fills in the claim and signs for themselves: a child under 2 never flies alone, so they are added as another passenger. */
export const FIRST_PASSENGER_INFANT_MESSAGE = 'Il passeggero 1 sei tu che compili la richiesta: un bambino sotto i 2 anni va aggiunto tra gli altri passeggeri, con l’adulto che viaggiava con lui come passeggero 1';
export const TRAVELLED_FREE_NOT_ASKED_MESSAGE = 'Si indica solo per i bambini che il giorno del volo non avevano ancora 2 anni';
/** What operators read next to a passenger who travelled free. */
export const TRAVELLED_FREE_LABEL = 'Viaggiava gratis (sotto i 2 anni): nessuna compensazione';

/** The booking reference (PNR) as printed on the ticket: upper case, no spaces. */
export const bookingReferenceField = z
  .string(BOOKING_REFERENCE_MESSAGE)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{5,8}$/, BOOKING_REFERENCE_MESSAGE));

/** One passenger as the wizard sends them; the first is the person who fills in the claim. */
export const claimPassengerInput = z.object({
  fullName: z.string(PASSENGER_FULL_NAME_MESSAGE).trim().min(2, PASSENGER_FULL_NAME_MESSAGE).max(200),
  dateOfBirth: z.iso.date(DATE_OF_BIRTH_MESSAGE),
  email: z.string().trim().max(254).pipe(z.email('Inserisci un indirizzo email valido')).nullish(),
  /** Asked only for a passenger under INFANT_AGE on the flight's day: true when they had no ticket of their own (Art. 3(3)). */
  travelledFree: z.boolean(TRAVELLED_FREE_REQUIRED_MESSAGE).optional(),
});

export const claimPassengersField = z.array(claimPassengerInput, PASSENGERS_COUNT_MESSAGE).min(1, PASSENGERS_COUNT_MESSAGE).max(MAX_PASSENGERS, PASSENGERS_COUNT_MESSAGE);

/**
 * A passenger of a claim as the events and read models keep them. `passengerId` is their place in the
 * booking, 1 to 9, fixed at submission: mandates, fees, invoices and payouts name it. Claims sent
 * before several passengers existed read as one passenger, id 1, the claim's own name and e-mail,
 * with no date of birth (taken as an adult).
 */
export interface ClaimPassenger {
  passengerId: number;
  fullName: string;
  dateOfBirth: string | null;
  email: string | null;
  /** Under 2 on the flight's day and on a parent's lap with no ticket of their own (Art. 3(3)): no compensation, no fee. */
  travelledFree?: boolean;
}

/** Whether someone born on `dateOfBirth` ('YYYY-MM-DD') is under ADULT_AGE on `onDate` ('YYYY-MM-DD'); an unknown birth date is an adult's. */
export function isMinorOn(dateOfBirth: string | null, onDate: string): boolean {
  return dateOfBirth ? ageOn(dateOfBirth, onDate) < ADULT_AGE : false;
}

/** Whether someone born on `dateOfBirth` was under INFANT_AGE on the flight's day `flightDate`; an unknown birth date is an adult's. */
export function isInfantOn(dateOfBirth: string | null, flightDate: string): boolean {
  return dateOfBirth ? ageOn(dateOfBirth, flightDate) < INFANT_AGE : false;
}

function ageOn(dateOfBirth: string, onDate: string): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [onYear, onMonth, onDay] = onDate.split('-').map(Number) as [number, number, number];
  return onYear - year - (onMonth < month || (onMonth === month && onDay < day) ? 1 : 0);
}

/**
 * The places (0-based, as in the submitted list) of the adult co-passengers without an e-mail on
 * `today` ('YYYY-MM-DD', the submission day in Italy): each adult signs their own mandate through a link
 * sent to their own address. The first passenger is the contact, whose address is the claim's; a minor
 * needs none, their guardian signs.
 */
export function coPassengersMissingEmail(passengers: readonly { dateOfBirth: string | null; email?: string | null }[], today: string): number[] {
  return passengers.flatMap((passenger, index) => (index > 0 && !passenger.email?.trim() && !isMinorOn(passenger.dateOfBirth, today) ? [index] : []));
}

/** The passengers compensation is claimed for: everyone but those who travelled free (Art. 3(3)), who get nothing and pay no fee. */
export const passengersWithTicket = <Passenger extends Pick<ClaimPassenger, 'travelledFree'>>(passengers: readonly Passenger[]): Passenger[] =>
  passengers.filter((passenger) => passenger.travelledFree !== true);
