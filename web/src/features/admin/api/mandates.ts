import type { ClaimMandates, MandateVerification } from '@contracts/mandates';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

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
