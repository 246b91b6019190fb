import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { PASSENGER_LOGIN_REQUIRED, type PassengerGuard, type PassengerSessionLookup, type SessionPassenger } from '../platform/http/passenger-guard.js';
import { cookieOf } from '../platform/http/cookies.js';
import { HttpProblem } from '../platform/http/problem.js';
import type { GuardedSession } from '../platform/http/session-ends.js';
import { deriveKey } from '../platform/security/keys.js';
import type { PassengerClaims } from './claims-port.js';
import { findPassengerSession, PASSENGER_SESSION_COOKIE } from './sessions.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const PASSENGER_CSRF_HEADER = 'x-csrf-token';

export interface PassengerGate extends PassengerGuard, PassengerSessionLookup {
  pool: pg.Pool;
  /** HMAC key of the session tokens. */
  sessionKey: Buffer;
}

/** Passengers' sessions: the cookie's session, its CSRF token on writes, and the address's claims. */
export function createPassengerGate({ pool, secretKey, claims }: { pool: pg.Pool; secretKey: string; claims: PassengerClaims }): PassengerGate {
  const sessionKey = deriveKey(secretKey, 'passenger-session');
  const findSession = (request: IncomingMessage) => findPassengerSession(pool, sessionKey, cookieOf(request, PASSENGER_SESSION_COOKIE));
  return {
    pool,
    sessionKey,
    requirePassenger: async (request: Request, response: Response, next: NextFunction) => {
      const session = await findSession(request);
      if (!session) throw PASSENGER_LOGIN_REQUIRED();
      if (!SAFE_METHODS.has(request.method) && request.get(PASSENGER_CSRF_HEADER) !== session.csrfToken) {
        throw new HttpProblem(403, 'Richiesta non autorizzata', 'Token di sicurezza mancante o non valido. Ricarica la pagina e riprova.');
      }
      response.locals.passenger = { email: session.email } satisfies SessionPassenger;
      response.locals.passengerCsrfToken = session.csrfToken;
      response.locals.passengerSession = { id: session.id, expiresAt: session.expiresAt } satisfies GuardedSession;
      next();
    },
    async sessionOf(request) {
      if (!SAFE_METHODS.has(request.method ?? '')) return undefined;
      const session = await findSession(request);
      return session && { passenger: { email: session.email }, session: { id: session.id, expiresAt: session.expiresAt } };
    },
    async ownsClaim(passenger, claimId) {
      return (await claims.claimsOf(passenger.email)).some((claim) => claim.claimId === claimId);
    },
  };
}
