import type { ClaimMessage, ClaimMessages } from '@contracts/messages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { ClaimMessage, ClaimMessages };

export const messagesQuery = (claimId: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', claimId, 'messages'],
    queryFn: () => adminRequest<ClaimMessages>('GET', `/api/admin/flight-checks/${claimId}/messages`),
  });

/** An operator's answer; `messageId` stays the same across retries of one draft, so the server adds it once. */
export function usePostMessage(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { text: string; messageId: string; alsoByEmail?: boolean }) => adminRequest<ClaimMessages>('POST', `/api/admin/flight-checks/${claimId}/messages`, message),
    onSuccess: (thread) => {
      queryClient.setQueryData(messagesQuery(claimId).queryKey, thread);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId, 'timeline'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId, 'communications'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'inbox'] });
    },
  });
}
