import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { BrowsedEvent, EventDetail, EventPage } from '@contracts/event-browser';
import { adminRequest } from './admin-request';

export type { BrowsedEvent, EventDetail, EventPage };

/** The event browser's filters, as the query string of GET /api/admin/events names them. */
export interface EventFilters {
  type?: string;
  stream?: string;
  from?: string;
  to?: string;
  actor?: string;
  correlation?: string;
}

export const FILTER_KEYS = ['type', 'stream', 'from', 'to', 'actor', 'correlation'] as const;

function searchOf(filters: EventFilters, cursor: string | undefined): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** Newest first, a page at a time: each page's cursor asks for the next, older one. */
export const eventsQuery = (filters: EventFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'events', filters],
    queryFn: ({ pageParam }) => adminRequest<EventPage>('GET', `/api/admin/events?${searchOf(filters, pageParam)}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });

export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['admin', 'events', 'one', eventId],
    queryFn: () => adminRequest<EventDetail>('GET', `/api/admin/events/${encodeURIComponent(eventId)}`),
  });
