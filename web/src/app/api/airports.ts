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

/** The airport with this IATA code, as the search knows it; null when it knows none. */
export async function airportByIata(iataCode: string): Promise<Airport | null> {
  const code = iataCode.trim().toUpperCase();
  const found = await apiRequest<Airport[]>('GET', `/api/airports/search?q=${encodeURIComponent(code)}`);
  return found.find((airport) => airport.iataCode === code) ?? null;
}
