import type { ClaimMessage, ClaimMessages } from '@contracts/messages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

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
    mutationFn: (message: { text: string; messageId: string }) => adminRequest<ClaimMessages>('POST', `/api/admin/flight-checks/${claimId}/messages`, message),
    onSuccess: (thread) => {
      queryClient.setQueryData(messagesQuery(claimId).queryKey, thread);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId, 'timeline'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId, 'communications'] });
    },
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
