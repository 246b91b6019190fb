import type { ClaimMessage, ClaimMessages } from '@contracts/messages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';

export type { ClaimMessage, ClaimMessages };

export const claimMessagesQuery = (claimId: number) =>
  queryOptions({
    queryKey: ['passenger', 'claim', claimId, 'messages'],
    queryFn: () => apiRequest<ClaimMessages>('GET', `/api/passenger/claims/${claimId}/messages`),
  });

/** The passenger's message, sent with the session's CSRF token; one `messageId` per draft makes a retry add it once. */
export function usePostClaimMessage(claimId: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { text: string; messageId: string }) =>
      apiRequest<ClaimMessages>('POST', `/api/passenger/claims/${claimId}/messages`, message, { 'x-csrf-token': csrfToken }),
    onSuccess: (thread) => queryClient.setQueryData(claimMessagesQuery(claimId).queryKey, thread),
  });
}
