import type { FlightNumberCarrier } from '@contracts/airlines';
import { FLIGHT_NUMBER_PATTERN, normaliseFlightNumber } from '@contracts/claim-submission';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/app/api-client';

export type { FlightNumberCarrier };

/**
 * GET /api/airlines/by-flight-number: the carrier the flight number names, null when none is known.
 * Only asked when the scope depends on the carrier (`enabled`): its EU flag then replaces the answer.
 */
export function useOperatingCarrier(flightNumber: string, enabled: boolean) {
  const normalised = normaliseFlightNumber(flightNumber);
  return useQuery<FlightNumberCarrier | null, ApiError>({
    queryKey: ['/api/airlines/by-flight-number', normalised],
    queryFn: async () => {
      try {
        return await apiRequest<FlightNumberCarrier>('GET', `/api/airlines/by-flight-number?${new URLSearchParams({ flightNumber: normalised })}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: enabled && FLIGHT_NUMBER_PATTERN.test(normalised),
  });
}
