import type { Module } from '../platform/module.js';
import { passengerRouter } from './api.js';
import type { PassengersDeps } from './deps.js';
import { PASSENGERS_OPENAPI } from './openapi.js';
import { sqlMigrationsIn } from '../platform/db/migrate.js';

/** Its tables: the SQL files in ./migrations, applied by migrate() among every module's in id order. */
export const PASSENGERS_MIGRATIONS = sqlMigrationsIn(new URL('./migrations/', import.meta.url));

export { createPassengerGate, type PassengerGate } from './gate.js';
export type { PassengerAreaSettings, PassengerClaim, PassengerClaims, PassengersDeps } from './deps.js';
export { passengerErasure } from './erasure.js';
export { signInMessageOf } from './sign-in-email.js';
export { closeAllPassengerSessions, openPassengerSession, openPassengerSessions, PASSENGER_SESSION_COOKIE } from './sessions.js';

/** The passenger area: sign-in by e-mail link (sent by communications' outbound queue), sessions, and the area's view of the address's claims. */
export function createPassengersModule(deps: PassengersDeps): Module {
  return {
    name: 'passengers',
    routers: [passengerRouter(deps, deps.mail.enqueueSignInLink)],
    openapi: PASSENGERS_OPENAPI,
  };
}
