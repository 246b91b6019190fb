import type { DoItYourselfView } from '@contracts/do-it-yourself';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';
import { csrfHeaders, passengerKeys } from './query-keys';

export type { DoItYourselfView };

/** GET /api/passenger/claims/{id}/do-it-yourself: the free path, its letter's links and deadline. */
export const doItYourselfQuery = (claimId: number) =>
  queryOptions({
    queryKey: [...passengerKeys.claim(claimId), 'do-it-yourself'],
    queryFn: () => apiRequest<DoItYourselfView>('GET', `/api/passenger/claims/${claimId}/do-it-yourself`),
  });

/** «Non hanno risposto? Ci pensiamo noi»: the claim becomes ours; its story and mandates follow. */
export function useChooseOurService(claimId: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DoItYourselfView>('POST', `/api/passenger/claims/${claimId}/our-service`, undefined, csrfHeaders(csrfToken)),
    onSuccess: (view) => {
      queryClient.setQueryData(doItYourselfQuery(claimId).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: passengerKeys.claim(claimId) });
      void queryClient.invalidateQueries({ queryKey: passengerKeys.me });
    },
  });
}

/** «Fai da te, gratis» chosen from the area: the letter's panel replaces the mandates'. */
export function useChooseDoItYourself(claimId: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DoItYourselfView>('POST', `/api/passenger/claims/${claimId}/do-it-yourself`, undefined, csrfHeaders(csrfToken)),
    onSuccess: (view) => {
      queryClient.setQueryData(doItYourselfQuery(claimId).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: passengerKeys.claim(claimId) });
      void queryClient.invalidateQueries({ queryKey: passengerKeys.me });
    },
  });
}
