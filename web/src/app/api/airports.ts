import type { Airport } from '@contracts/airports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiError } from '@/app/api-client';

/** GET /api/airports/search?q=: what AirportSearch suggests, in the calculator, the wizard and the operators' claim editor. */
export function useAirportSuggestions(query: string, enabled: boolean) {
  return useQuery<Airport[], ApiError>({
    queryKey: ['/api/airports/search', query],
    queryFn: () => apiRequest<Airport[]>('GET', `/api/airports/search?q=${encodeURIComponent(query)}`),
    enabled,
  });
}
