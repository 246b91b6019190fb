import type { FlightScheduleItem } from '../contracts/flights.js';

export type { FlightScheduleItem };

export interface ScheduleQuery {
  /** IATA code, upper case. */
  departureIata: string;
  /** IATA code, upper case. */
  arrivalIata: string;
  /** Local date at the departure airport, YYYY-MM-DD. */
  date: string;
}

/** Where flight schedules come from: an HTTP flight-data provider, or none at all. */
export interface ScheduleProvider {
  readonly name: string;
  findFlights(query: ScheduleQuery): Promise<FlightScheduleItem[]>;
}

/** The provider could not answer: no response, a non-2xx status, or a body we cannot read. */
export class FlightProviderError extends Error {
  constructor(
    message: string,
    readonly endpoint: string,
    readonly statusCode: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'FlightProviderError';
  }
}

/** Without a provider key: no flights, so the wizard offers manual flight-number entry. No call, no log. */
export const noScheduleProvider: ScheduleProvider = {
  name: 'none',
  findFlights: async () => [],
};
