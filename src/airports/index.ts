import type { Module } from '../platform/module.js';
import type { Queryable } from '../platform/db/pool.js';
import { AIRPORTS_OPENAPI } from './openapi.js';
import { airportsRouter } from './api.js';

export { findAirportByIata, findAirportsByIds, searchAirports, MAX_SUGGESTIONS, type Airport } from './search.js';
export { airportsByIds } from './directory.js';
export { airportItalianNamesMigration, airportsMigration } from './airports-table.js';

/** Airport search for the calculator and the claim wizard: GET /api/airports/search. */
export function createAirportsModule({ pool }: { pool: Queryable }): Module {
  return { name: 'airports', routers: [airportsRouter({ pool })], openapi: AIRPORTS_OPENAPI };
}
