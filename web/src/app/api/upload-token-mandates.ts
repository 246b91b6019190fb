import type { ClaimMandates, SignMandateBody } from '@contracts/mandates';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';

/** GET /api/flight-checks/{id}/mandates, opened by the claim's upload token: the wizard's, or the upload link's of the confirmation e-mail. */
export const claimMandatesQuery = (claimId: number, uploadToken: string) =>
  queryOptions({
    queryKey: ['upload-token', 'claim', claimId, 'mandates'],
    queryFn: () => apiRequest<ClaimMandates>('GET', `/api/flight-checks/${claimId}/mandates`, undefined, { 'x-upload-token': uploadToken }),
  });

export function useSignMandate(claimId: number, uploadToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignMandateBody) => apiRequest<ClaimMandates>('POST', `/api/flight-checks/${claimId}/mandates`, body, { 'x-upload-token': uploadToken }),
    onSuccess: (mandates) => queryClient.setQueryData(claimMandatesQuery(claimId, uploadToken).queryKey, mandates),
  });
}
