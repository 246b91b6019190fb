import type { Request, RequestHandler } from 'express';

/**
 * What a business module needs of operators' sessions for a route of its own outside /api/admin,
 * without knowing how sessions work: the admin module provides it, `src/modules.ts` hands it over.
 */
export interface OperatorGuard {
  /** A live session with full access (401 or 403 otherwise); on a write, its CSRF token too. */
  requireOperator: RequestHandler;
  /** Whether the request carries such a session: for pages, which redirect to the login instead of answering 401. */
  hasOperatorSession(request: Request): Promise<boolean>;
}
