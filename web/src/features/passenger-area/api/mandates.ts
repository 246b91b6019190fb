import type { ClaimMandates, SignMandateBody } from '@contracts/mandates';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';
import { csrfHeaders, passengerKeys } from './query-keys';

export const claimMandatesQuery = (claimId: number) =>
  queryOptions({
    queryKey: [...passengerKeys.claim(claimId), 'mandates'],
    queryFn: () => apiRequest<ClaimMandates>('GET', `/api/passenger/claims/${claimId}/mandates`),
  });

/** A passenger's mandate signed from the area; the claim's timeline gains its line. */
export function useSignMandate(claimId: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignMandateBody) => apiRequest<ClaimMandates>('POST', `/api/passenger/claims/${claimId}/mandates`, body, csrfHeaders(csrfToken)),
    onSuccess: (mandates) => {
      queryClient.setQueryData(claimMandatesQuery(claimId).queryKey, mandates);
      void queryClient.invalidateQueries({ queryKey: passengerKeys.claim(claimId), exact: true });
    },
  });
}
