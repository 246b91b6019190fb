/**
 * The live feed (Server-Sent Events) the passenger area and the operators' claim page listen to: a
 * claim changed, nothing more. The page refetches what it shows; the feed carries no data of its own.
 */

/** The passenger's session: every claim of the address, passenger-visible changes only. */
export const PASSENGER_EVENTS_PATH = '/api/passenger/events';

/** The operators' claim page: every change of that claim. */
export const adminClaimEventsPath = (claimId: number) => `/api/admin/flight-checks/${claimId}/events`;

/** The SSE event's name; its `id` is the change's position, which the browser sends back as Last-Event-ID. */
export const LIVE_CLAIM_EVENT = 'claim';

/** The SSE event's data. */
export interface LiveClaimUpdate {
  claimId: number;
}

/** For clients that cannot set the Last-Event-ID header. */
export const LAST_EVENT_ID_QUERY = 'lastEventId';
