import type { Module } from '../platform/module.js';
import type { PassengerGate } from './gate.js';

export { createPassengerGate, type PassengerGate } from './gate.js';
export type { PassengerClaim, PassengerClaims } from './deps.js';
export { closeAllPassengerSessions, openPassengerSession, PASSENGER_SESSION_COOKIE } from './sessions.js';

/** The passenger area: sign-in by e-mail link, sessions, and the area's view of the address's claims. */
export function createPassengersModule(_deps: { gate: PassengerGate }): Module {
  return { name: 'passengers' };
}
