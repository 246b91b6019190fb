import type { Router } from 'express';
import type { Module } from '../platform/module.js';
import { adminApiRouter, type AdminApiOptions } from './api.js';
import { adminBasicPageRouter, type RecentClaims } from './basic-page/router.js';
import { adminStatsProjection } from './read-models/admin-stats.js';
import { operatorAuditProjection } from './read-models/operator-audit.js';
import { ADMIN_OPENAPI } from './openapi.js';
import { HISTORY_OPENAPI } from './history-openapi.js';
import { adminStatsRouter, type FlightApiStatsPort } from './stats.js';
import type { ClaimEventWording } from './event-browser/describe-event.js';
import { eventBrowserRouter } from './event-browser/event-browser-api.js';
import { projectionControlsRouter } from './projection-controls/projection-controls-api.js';
import type { ProjectionEngine } from './projection-controls/projection-engine.js';
import type { Logger } from '../platform/logger.js';

export { ensureFirstAdmin, createOperator, operatorEmailOf, operatorIdOf, operatorNames, type Operator, type Role } from './operators.js';
export { createOperatorGate, currentOperator, requireRole, CSRF_HEADER, type OperatorGate } from './gate.js';
export { openOperatorSessions, SESSION_COOKIE } from './sessions.js';
export { recordOperatorAudit, ACCOUNTS_SYSTEM_ACTOR } from './audit.js';
export { changeOperatorState } from './operators-api.js';
export { OPERATOR_AUDIT_STREAM, type OperatorAuditEvent } from './audit-events.js';
export type { FlightApiStatsPort } from './stats.js';
export type { ClaimEventWording } from './event-browser/describe-event.js';
export type { ProjectionEngine } from './projection-controls/projection-engine.js';

/**
 * Operators' accounts, login and sessions, and /api/admin itself: every module's operators' routes behind one session guard.
 * With `recentClaims` (the claims module's), also the plain-HTML page /admin-basic.
 */
export function createAdminModule({
  adminRouters,
  flightApiStats,
  recentClaims,
  history,
  ...options
}: AdminApiOptions & {
  adminRouters: Router[];
  flightApiStats: FlightApiStatsPort;
  recentClaims?: RecentClaims;
  /** The event browser's wording of claim events, and the projection engine the Monitoring tab controls. */
  history?: { claims: ClaimEventWording; engine: ProjectionEngine; logger: Logger };
}): Module {
  const basicPage = recentClaims ? [adminBasicPageRouter({ recentClaims, gate: options.gate })] : [];
  const pool = options.gate.pool;
  const historyRouters = history ? [eventBrowserRouter({ pool, store: options.store, claims: history.claims }), projectionControlsRouter({ pool, store: options.store, ...history }).router] : [];
  return {
    name: 'admin',
    routers: [adminApiRouter(options, [adminStatsRouter({ pool, flightApiStats }), ...historyRouters, ...adminRouters]), ...basicPage],
    openapi: history ? { ...ADMIN_OPENAPI, ...HISTORY_OPENAPI } : ADMIN_OPENAPI,
    handlers: [operatorAuditProjection, adminStatsProjection],
  };
}
