import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { BrowsedEvent, EventDetail, EventPage } from '@contracts/event-browser';
import { adminRequest } from '@/app/admin/api/admin-request';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day picked in the form is the operator's own day (Italian time), not UTC's: sent as the instant it starts. */
function localMidnight(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + plusDays).toISOString();
}

function searchOf(filters: EventFilters, cursor: string | undefined): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  if (filters.from && DAY.test(filters.from)) params.set('from', localMidnight(filters.from));
  // «Al giorno (compreso)»: up to the start of the next day.
  if (filters.to && DAY.test(filters.to)) params.set('to', localMidnight(filters.to, 1));
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
