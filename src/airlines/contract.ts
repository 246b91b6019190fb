/** What other modules may know of the carriers: the carrier as the airlines table gives it, its events, and the lookups they may be handed. */
import { eventNames } from '../platform/events/catalog.js';
import { AIRLINE_EVENTS } from './event-catalog.js';
import type { AirlineView } from '../contracts/admin-airlines.js';

export type { AirlineView as Airline };
export { AIRLINE_EVENT_TYPES, airlineStream, type AirlineDetailsEditedData, type AirlineEvent } from './airline-events.js';
export { AIRLINE_EVENTS };
export const AIRLINE_EVENT = eventNames(AIRLINE_EVENTS);

/** The carrier with this IATA code, or null: wired in src/modules.ts to airlines' `airlineByCode`. */
export type AirlineByCode = (iataCode: string) => Promise<AirlineView | null>;
/** The carrier a flight number's prefix names ('FR8314' → Ryanair), or null: wired to `airlineByFlightNumber`. */
export type AirlineByFlightNumber = (flightNumber: string) => Promise<AirlineView | null>;
