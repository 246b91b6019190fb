import type { DoItYourselfView } from '@contracts/do-it-yourself';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';

export type { DoItYourselfView };

/** POST /api/flight-checks/{id}/do-it-yourself, opened by the wizard's upload token: the passenger claims on their own. */
export function useChooseDoItYourself(claimId: number, uploadToken: string) {
  return useMutation({
    mutationFn: () => apiRequest<DoItYourselfView>('POST', `/api/flight-checks/${claimId}/do-it-yourself`, undefined, { 'x-upload-token': uploadToken }),
  });
}
