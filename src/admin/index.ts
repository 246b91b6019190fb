import type pg from 'pg';
import type { Module } from '../modules.js';
import { adminRouter } from './api.js';
import { adminStatsRouter } from './stats.js';

export { ensureFirstAdmin, createOperator, type Operator, type Role } from './operators.js';
export { currentOperator, requireOperator, requireRole, CSRF_HEADER } from './gate.js';
export { findSession, SESSION_COOKIE } from './sessions.js';

/** Operators' login and sessions; its gate guards every /api/admin call mounted after it. */
export function createAdminModule({ pool, secureCookies }: { pool: pg.Pool; secureCookies: boolean }): Module {
  return { name: 'admin', routers: [adminRouter(pool, { secureCookies }), adminStatsRouter(pool)] };
}
