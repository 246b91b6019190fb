import type { PassengerMe } from '@contracts/passenger-area';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/app/api-client';
import { passengerKeys } from './query-keys';

/** The session's address and claims; null without a session (401). */
export async function fetchPassengerMe(): Promise<PassengerMe | null> {
  try {
    return await apiRequest<PassengerMe>('GET', '/api/passenger/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const passengerMeQuery = () => queryOptions({ queryKey: passengerKeys.me, queryFn: fetchPassengerMe });

export const usePassengerMe = () => useQuery(passengerMeQuery());
