import type { PassengerClaimStory } from '@contracts/passenger-area';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';
import { passengerKeys } from './query-keys';

export const fetchPassengerClaim = (claimId: number) => apiRequest<PassengerClaimStory>('GET', `/api/passenger/claims/${claimId}`);

export const passengerClaimQuery = (claimId: number) => queryOptions({ queryKey: passengerKeys.claim(claimId), queryFn: () => fetchPassengerClaim(claimId) });

export const usePassengerClaim = (claimId: number) => useQuery(passengerClaimQuery(claimId));
