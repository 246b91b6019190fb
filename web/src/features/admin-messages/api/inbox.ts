import type { InboxItem, MessageInbox } from '@contracts/messages';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { InboxItem, MessageInbox };

/** GET /api/admin/inbox, looked at again every half minute: passengers keep writing while the tab is open. */
export const inboxQuery = queryOptions({
  queryKey: ['admin', 'inbox'],
  queryFn: () => adminRequest<MessageInbox>('GET', '/api/admin/inbox'),
  refetchInterval: 30_000,
});
