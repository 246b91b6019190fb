import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/app/api-client';

/** One flight of the day between the two airports (public spec §3; snake_case as the server sends it). */
export interface FlightScheduleItem {
  id: string;
  flight_number: string;
  airline_name: string | null;
  /** ISO 8601 local time with offset, e.g. 2025-06-01T06:50+02:00. */
  departure_time: string | null;
  arrival_time: string | null;
  aircraft_type: string | null;
}

export interface ScheduleSearch {
  departureIata: string;
  arrivalIata: string;
  /** YYYY-MM-DD */
  date: string;
}

export function fetchFlightSchedules({ departureIata, arrivalIata, date }: ScheduleSearch): Promise<FlightScheduleItem[]> {
  const query = new URLSearchParams({ dep_iata: departureIata, arr_iata: arrivalIata, date });
  return apiRequest<FlightScheduleItem[]>('GET', `/api/flights/schedules?${query.toString()}`);
}

/** GET /api/flights/schedules — only while step 3 is shown (`enabled`). */
export function useFlightSchedules(search: ScheduleSearch | null, enabled: boolean) {
  return useQuery<FlightScheduleItem[], ApiError>({
    queryKey: ['/api/flights/schedules', search?.departureIata, search?.arrivalIata, search?.date],
    queryFn: () => fetchFlightSchedules(search as ScheduleSearch),
    enabled: enabled && search !== null,
  });
}
