import type { FlightTimes } from './flight-events.js';

export interface FlightStatusQuery {
  /** As on the claim, letters and digits ("AZ2010"). */
  flightNumber: string;
  /** Local date of departure, YYYY-MM-DD. */
  date: string;
  /** The claim's airports (IATA), to pick the right leg and to tell a diversion; null when the claim has none. */
  departureIata: string | null;
  arrivalIata: string | null;
}

/** What the flight-data service knows of one flight: its times and fate, and who operated it. */
export interface FlightStatusReport extends FlightTimes {
  operatingCarrier: string | null;
  /** The airports the service gives for the leg (IATA); the arrival is where it landed when diverted. */
  departureIata: string | null;
  arrivalIata: string | null;
}

/** Where verified flight times come from: an HTTP flight-data service, or none (operators enter them by hand). */
export interface FlightStatusProvider {
  readonly name: string;
  /** Undefined when the service knows no such flight that day; a FlightProviderError when it could not be asked. */
  flightStatus(query: FlightStatusQuery): Promise<FlightStatusReport | undefined>;
}
