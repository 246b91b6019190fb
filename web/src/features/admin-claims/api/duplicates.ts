import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimDuplicates } from '@contracts/claim-duplicates';
import { adminRequest } from '@/app/admin/api/admin-request';
import { claimQuery, type AdminClaim } from './claims';

export const duplicatesQuery = (claimId: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', claimId, 'duplicates'],
    queryFn: async () => (await adminRequest<ClaimDuplicates>('GET', `/api/admin/flight-checks/${claimId}/duplicates`)).items,
  });

/** Merge (close this claim as a duplicate of the other) or dismiss (they are distinct): both answer with this claim as it now is. */
export function useDuplicateDecision(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otherId, action }: { otherId: number; action: 'merge' | 'dismiss' }) =>
      adminRequest<AdminClaim>('POST', `/api/admin/flight-checks/${claimId}/duplicates/${otherId}/${action}`),
    onSuccess: (claim, { otherId }) => {
      queryClient.setQueryData(claimQuery(claimId).queryKey, claim);
      for (const id of [claimId, otherId]) void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', id] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claims'] });
    },
  });
}
