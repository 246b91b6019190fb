import type { Airport } from './search.js';

/** What other modules may know of airports: the airport as search and lookups give it, and the lookup they may be handed. */
export type { Airport };

/**
 * Airports by id, unknown ids left out: the port a module declares when it needs airports (the
 * claims' submission and edits); the composition root wires it to airports' `airportsByIds`.
 */
export type AirportsByIds = (ids: readonly number[]) => Promise<Map<number, Airport>>;
