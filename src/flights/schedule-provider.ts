/** One flight the wizard offers on step 3; snake_case because the web client reads these names (public spec §3). */
export interface FlightScheduleItem {
  id: string;
  flight_number: string;
  airline_name: string | null;
  /** Local time at the departure airport, ISO 8601 with its UTC offset (e.g. 2025-06-01T06:50+02:00). */
  departure_time: string | null;
  /** Local time at the arrival airport, ISO 8601 with its UTC offset. */
  arrival_time: string | null;
  aircraft_type: string | null;
}

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
