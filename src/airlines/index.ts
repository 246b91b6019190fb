import type { Module } from '../platform/module.js';
import { adminAirlinesRouter } from './admin-api.js';
import type { AirlinesDeps } from './airline-commands.js';
import { airlineClaimsProjection } from './read-models/airline-claims.js';
import { airlinesProjection } from './read-models/airlines.js';
import { AIRLINES_OPENAPI } from './openapi.js';
import { publicAirlinesRouter } from './public-api.js';

export { airlineByCode, airlineByFlightNumber, changeClaimsAddress, scopeCarrierLookup, type AirlinesDeps } from './airline-commands.js';
export { claimsAddressesOf } from '../contracts/admin-airlines.js';
export { airlinesCurrentStatesMigration, airlinesMigration } from './airline-dataset-table.js';

/** The carriers (dataset + admins' edits) and their report card: /api/admin/airlines; the wizard's lookup /api/airlines/by-flight-number. */
export function createAirlinesModule(deps: AirlinesDeps): Module {
  return {
    name: 'airlines',
    routers: [publicAirlinesRouter(deps)],
    adminRouters: [adminAirlinesRouter(deps)],
    handlers: [airlinesProjection, airlineClaimsProjection],
    openapi: AIRLINES_OPENAPI,
  };
}
