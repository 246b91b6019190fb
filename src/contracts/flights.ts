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
