import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import type { TwoFactorStatus } from '../contracts/operator-session.js';
import { currentOperator, LOGIN_REQUIRED, requireRole, type OperatorGuard } from '../platform/http/operator-guard.js';
import { cookieOf } from '../platform/http/cookies.js';
import { HttpProblem } from '../platform/http/problem.js';
import type { GuardedSession } from '../platform/http/session-ends.js';
import { deriveKey } from '../platform/security/keys.js';
import type { Operator } from './operators.js';
import { findSession, SESSION_COOKIE, type Session } from './sessions.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';

export interface OperatorGate extends OperatorGuard {
  pool: pg.Pool;
  /** HMAC key of session tokens, login challenges and recovery codes. */
  sessionKey: Buffer;
  /** Seals the operators' TOTP secrets at rest. */
  totpKey: Buffer;
  /** REQUIRE_2FA: admins must have a second factor before they reach anything but its enrolment. */
  requireTwoFactor: boolean;
  /**
   * A live session (401 otherwise) and, on a state-changing call, its CSRF token (403 otherwise).
   * Lets through a session limited to enrolling the second factor: only for /me, /logout and the
   * enrolment routes, which `requireFullAccess` then separates from the rest.
   */
  requireSession: RequestHandler;
  /** After `requireSession`: 403 for a session that may only enrol the second factor. */
  requireFullAccess: RequestHandler;
}

/** Whether a session may only enrol the second factor: an admin without one while REQUIRE_2FA is on. */
export function mustEnrolFirst(session: Pick<Session, 'operator' | 'twoFactorEnabled'>, requireTwoFactor: boolean): boolean {
  return twoFactorStatus(session.operator, session.twoFactorEnabled, requireTwoFactor).mustEnrol;
}

/** What the web app needs to know of an operator's second factor. */
export function twoFactorStatus(operator: Operator, enabled: boolean, requireTwoFactor: boolean): TwoFactorStatus {
  const required = requireTwoFactor && operator.role === 'admin';
  return { enabled, required, mustEnrol: required && !enabled };
}

export function createOperatorGate({ pool, secretKey, requireTwoFactor }: { pool: pg.Pool; secretKey: string; requireTwoFactor: boolean }): OperatorGate {
  const sessionKey = deriveKey(secretKey, 'operator-session');
  const totpKey = deriveKey(secretKey, 'totp-secret');

  const sessionOf = (request: IncomingMessage) => findSession(pool, sessionKey, cookieOf(request, SESSION_COOKIE));

  async function checkSession(request: Request, response: Response): Promise<void> {
    const session = await sessionOf(request);
    if (!session) throw LOGIN_REQUIRED();
    if (!SAFE_METHODS.has(request.method) && request.get(CSRF_HEADER) !== session.csrfToken) {
      throw new HttpProblem(403, 'Richiesta non autorizzata', 'Token di sicurezza mancante o non valido. Ricarica la pagina e riprova.');
    }
    response.locals.operator = session.operator;
    response.locals.csrfToken = session.csrfToken;
    response.locals.operatorSession = { id: session.id, expiresAt: session.expiresAt } satisfies GuardedSession;
    response.locals.twoFactorEnabled = session.twoFactorEnabled;
    response.locals.mustEnrolFirst = mustEnrolFirst(session, requireTwoFactor);
  }

  function checkFullAccess(response: Response): void {
    if (response.locals.operator === undefined) throw LOGIN_REQUIRED();
    if (response.locals.mustEnrolFirst !== false) {
      throw new HttpProblem(403, 'Verifica in due passaggi richiesta', 'Attiva la verifica in due passaggi da «Sicurezza account» prima di continuare.');
    }
  }

  async function fullSession(request: IncomingMessage): Promise<Session | undefined> {
    const session = await sessionOf(request);
    return session && !mustEnrolFirst(session, requireTwoFactor) ? session : undefined;
  }

  return {
    pool,
    sessionKey,
    totpKey,
    requireTwoFactor,
    requireSession: async (request: Request, response: Response, next: NextFunction) => {
      await checkSession(request, response);
      next();
    },
    requireFullAccess: (_request: Request, response: Response, next: NextFunction) => {
      checkFullAccess(response);
      next();
    },
    requireOperator: async (request: Request, response: Response, next: NextFunction) => {
      await checkSession(request, response);
      checkFullAccess(response);
      next();
    },
    hasOperatorSession: async (request: Request) => (await fullSession(request)) !== undefined,
    async fullSessionOf(request) {
      if (!SAFE_METHODS.has(request.method ?? '')) return undefined;
      const session = await fullSession(request);
      return session && { id: session.id, expiresAt: session.expiresAt };
    },
  };
}

export { currentOperator, requireRole };
