import type { FlightScheduleItem } from '@contracts/flights';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/app/api-client';

export type { FlightScheduleItem };

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
