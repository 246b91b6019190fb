import type { AirlineRecord } from '@contracts/airlines';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/app/api-client';

const IATA_CODE = /^[A-Z0-9]{2}$/;

/** GET /api/airlines/{iataCode}/record, for the wizard and the passenger area: null for a carrier the server does not know. */
export function useAirlineRecord(iataCode: string | null) {
  return useQuery<AirlineRecord | null, ApiError>({
    queryKey: ['/api/airlines/record', iataCode],
    queryFn: async () => {
      try {
        return await apiRequest<AirlineRecord>('GET', `/api/airlines/${encodeURIComponent(iataCode!)}/record`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: iataCode !== null && IATA_CODE.test(iataCode),
    // The server computes it at most every ten minutes.
    staleTime: 10 * 60 * 1000,
  });
}
