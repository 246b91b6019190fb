import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FailedMessage, FailedMessageList } from '@contracts/failed-messages';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { FailedMessage };

/** GET /api/admin/outbound/failed: the messages that failed for good and were not retried since. */
export const failedMessagesQuery = queryOptions({
  queryKey: ['admin', 'outbound', 'failed'],
  queryFn: async () => (await adminRequest<FailedMessageList>('GET', '/api/admin/outbound/failed')).messages,
  refetchInterval: 30_000,
});

/** «Riprova»: the message is queued again and leaves the list. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest<{ id: string; status: 'queued' }>('POST', `/api/admin/outbound/failed/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedMessagesQuery.queryKey }),
  });
}
