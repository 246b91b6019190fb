import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { HttpProblem } from '../platform/http/problem.js';
import type { Operator } from './operators.js';
import { findSession, SESSION_COOKIE } from './sessions.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';

/**
 * An operators' route needs a live session (401 otherwise); a state-changing one also needs the
 * session's CSRF token in the X-CSRF-Token header (403 otherwise).
 */
export function requireOperator(pool: pg.Pool) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const session = await findSession(pool, request.cookies?.[SESSION_COOKIE]);
    if (!session) throw new HttpProblem(401, 'Accesso richiesto', 'Effettua il login per continuare.');
    if (!SAFE_METHODS.has(request.method) && request.get(CSRF_HEADER) !== session.csrfToken) {
      throw new HttpProblem(403, 'Richiesta non autorizzata', 'Token di sicurezza mancante o non valido. Ricarica la pagina e riprova.');
    }
    response.locals.operator = session.operator;
    response.locals.csrfToken = session.csrfToken;
    next();
  };
}

export function currentOperator(response: Response): Operator {
  const operator = response.locals.operator as Operator | undefined;
  if (!operator) throw new HttpProblem(401, 'Accesso richiesto', 'Effettua il login per continuare.');
  return operator;
}

export function requireRole(response: Response, role: Operator['role']): Operator {
  const operator = currentOperator(response);
  if (operator.role !== role) throw new HttpProblem(403, 'Permesso negato', 'Questa operazione è riservata agli amministratori.');
  return operator;
}
