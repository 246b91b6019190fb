import type pg from 'pg';
import type { Module } from '../modules.js';
import type { Router } from 'express';
import { adminApiRouter, type AdminApiOptions } from './api.js';
import { adminStatsRouter } from './stats.js';

export { ensureFirstAdmin, createOperator, type Operator, type Role } from './operators.js';
export { currentOperator, requireOperator, requireRole, CSRF_HEADER } from './gate.js';
export { findSession, SESSION_COOKIE } from './sessions.js';

/** Operators' login and sessions, and /api/admin itself: every module's operators' routes behind one session guard. */
export function createAdminModule({ pool, adminRouters, ...options }: AdminApiOptions & { pool: pg.Pool; adminRouters: Router[] }): Module {
  return { name: 'admin', routers: [adminApiRouter(pool, options, [adminStatsRouter(pool), ...adminRouters])] };
}
