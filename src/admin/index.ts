import type { Router } from 'express';
import type { Module } from '../platform/module.js';
import { adminApiRouter, type AdminApiOptions } from './api.js';
import { adminBasicPageRouter, type RecentClaims } from './basic-page/router.js';
import { adminStatsProjection } from './read-models/admin-stats.js';
import { operatorAuditProjection } from './read-models/operator-audit.js';
import { adminStatsRouter, type FlightApiStatsPort } from './stats.js';

export { ensureFirstAdmin, createOperator, operatorEmailOf, operatorIdOf, operatorNames, type Operator, type Role } from './operators.js';
export { createOperatorGate, currentOperator, requireRole, CSRF_HEADER, type OperatorGate } from './gate.js';
export { SESSION_COOKIE } from './sessions.js';
export { recordOperatorAudit, ACCOUNTS_SYSTEM_ACTOR } from './audit.js';
export { changeOperatorState } from './operators-api.js';
export { OPERATOR_AUDIT_STREAM, type OperatorAuditEvent } from './audit-events.js';
export type { FlightApiStatsPort } from './stats.js';

/**
 * Operators' accounts, login and sessions, and /api/admin itself: every module's operators' routes behind one session guard.
 * With `recentClaims` (the claims module's), also the plain-HTML page /admin-basic.
 */
export function createAdminModule({
  adminRouters,
  flightApiStats,
  recentClaims,
  ...options
}: AdminApiOptions & { adminRouters: Router[]; flightApiStats: FlightApiStatsPort; recentClaims?: RecentClaims }): Module {
  const basicPage = recentClaims ? [adminBasicPageRouter({ recentClaims, gate: options.gate })] : [];
  return {
    name: 'admin',
    routers: [adminApiRouter(options, [adminStatsRouter({ pool: options.gate.pool, flightApiStats }), ...adminRouters]), ...basicPage],
    handlers: [operatorAuditProjection, adminStatsProjection],
  };
}
