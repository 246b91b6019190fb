import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { OperatorRole, SessionOperator } from '../../contracts/operator-session.js';
import type { Actor } from '../event-store/index.js';
import { HttpProblem } from './problem.js';
import type { GuardedSession } from './session-ends.js';

export type { OperatorRole, SessionOperator };

/**
 * What a business module needs of operators' sessions for a route of its own outside /api/admin,
 * without knowing how sessions work: the admin module provides it, `src/modules.ts` hands it over.
 */
export interface OperatorGuard {
  /** A live session with full access (401 or 403 otherwise); on a write, its CSRF token too. */
  requireOperator: RequestHandler;
  /** Whether the request carries such a session: for pages, which redirect to the login instead of answering 401. */
  hasOperatorSession(request: Request): Promise<boolean>;
  /**
   * The live session with full access of a safe (GET) request's cookie, for a route served before
   * express: what the /api/admin guards let through on a GET, and undefined where they refuse.
   */
  fullSessionOf(request: IncomingMessage): Promise<GuardedSession | undefined>;
}

export const LOGIN_REQUIRED = () => new HttpProblem(401, 'Accesso richiesto', 'Effettua il login per continuare.');

/** The operator of the request's session (401 without one). */
export function currentOperator(response: Response): SessionOperator {
  const operator = response.locals.operator as SessionOperator | undefined;
  if (!operator) throw LOGIN_REQUIRED();
  return operator;
}

/** The request's operator session: its id and (idle) end (401 without one). */
export function currentOperatorSession(response: Response): GuardedSession {
  const session = response.locals.operatorSession as GuardedSession | undefined;
  if (!session) throw LOGIN_REQUIRED();
  return session;
}

export function requireRole(response: Response, role: OperatorRole): SessionOperator {
  const operator = currentOperator(response);
  if (operator.role !== role) throw new HttpProblem(403, 'Permesso negato', 'Questa operazione è riservata agli amministratori.');
  return operator;
}

/** The session's operator as the actor recorded in events. */
export function operatorActor(response: Response): Actor & { name: string } {
  const operator = currentOperator(response);
  return { kind: 'operator', id: operator.id, name: operator.name };
}
