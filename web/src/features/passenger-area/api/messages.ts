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

/** A random UUID v4; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
