import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { HttpProblem } from './problem.js';
import type { GuardedSession } from './session-ends.js';

/** A signed-in passenger: an e-mail address (normalised) that has claims. */
export interface SessionPassenger {
  email: string;
}

/**
 * What a business module needs of passengers' sessions for its /api/passenger routes, without knowing
 * how sessions work: the passengers module provides it, `src/modules.ts` hands it over.
 */
export interface PassengerGuard {
  /** A live passenger session (401 otherwise); on a write, its CSRF token too (403 otherwise). */
  requirePassenger: RequestHandler;
  /** Whether the session's address may see this claim: the claim is one of the address's claims. */
  ownsClaim(passenger: SessionPassenger, claimId: number): Promise<boolean>;
}

/** For a route served before express (platform/http/early-routes.ts), which has no middleware to run. */
export interface PassengerSessionLookup {
  /** The live session of a safe (GET) request's cookie: what `requirePassenger` lets through on a GET, undefined where it refuses. */
  sessionOf(request: IncomingMessage): Promise<{ passenger: SessionPassenger; session: GuardedSession } | undefined>;
}

export const PASSENGER_LOGIN_REQUIRED = () => new HttpProblem(401, 'Accesso richiesto', 'Accedi all’area riservata con il link che ti inviamo per e-mail.');

/** The passenger of the request's session (401 without one). */
export function currentPassenger(response: Response): SessionPassenger {
  const passenger = response.locals.passenger as SessionPassenger | undefined;
  if (!passenger) throw PASSENGER_LOGIN_REQUIRED();
  return passenger;
}

/** The request's passenger session: its id and end (401 without one). */
export function currentPassengerSession(response: Response): GuardedSession {
  const session = response.locals.passengerSession as GuardedSession | undefined;
  if (!session) throw PASSENGER_LOGIN_REQUIRED();
  return session;
}
