import type { ClaimMandates, MandateVerification } from '@contracts/mandates';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export const mandatesQuery = (claimId: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', claimId, 'mandates'],
    queryFn: () => adminRequest<ClaimMandates>('GET', `/api/admin/flight-checks/${claimId}/mandates`),
  });

/** Recomputes the stored PDF's SHA-256 on the server and compares it with MandateSigned's. */
export function useVerifyMandate(claimId: number) {
  return useMutation({
    mutationFn: (passengerId: number) => adminRequest<MandateVerification>('GET', `/api/admin/flight-checks/${claimId}/mandates/${passengerId}/verify`),
  });
}

/** A new signing link e-mailed to an adult co-passenger (the older ones stop working). */
export function useResendSigningLink(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passengerId: number) => adminRequest<ClaimMandates>('POST', `/api/admin/flight-checks/${claimId}/mandates/${passengerId}/signing-link`),
    onSuccess: (mandates) => {
      queryClient.setQueryData(mandatesQuery(claimId).queryKey, mandates);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId, 'timeline'] });
    },
  });
}
