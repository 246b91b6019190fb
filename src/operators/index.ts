import type { Router } from 'express';
import type { Module } from '../platform/module.js';
import { adminApiRouter, type AdminApiOptions } from './api.js';
import { operatorAuditProjection } from './read-models/operator-audit.js';
import { OPERATORS_OPENAPI } from './openapi.js';
import { sqlMigrationsIn } from '../platform/db/migrate.js';

/** Its tables: the SQL files in ./migrations, applied by migrate() among every module's in id order. */
export const OPERATORS_MIGRATIONS = sqlMigrationsIn(new URL('./migrations/', import.meta.url));

export { activeOperator, ensureFirstAdmin, createOperator, operatorEmailOf, operatorIdOf, operatorNames, type Operator, type Role } from './operators.js';
export { createOperatorGate, currentOperator, requireRole, CSRF_HEADER, type OperatorGate } from './gate.js';
export { openOperatorSessions, SESSION_COOKIE } from './sessions.js';
export { recordOperatorAudit, ACCOUNTS_SYSTEM_ACTOR } from './audit.js';
export { changeOperatorState } from './operators-api.js';
export { OPERATOR_AUDIT_STREAM, type OperatorAuditEvent } from './audit-events.js';

/** Operators' accounts, login and sessions, and /api/admin itself: every module's operators' routes behind one session guard. */
export function createOperatorsModule({ adminRouters, ...options }: AdminApiOptions & { adminRouters: Router[] }): Module {
  return {
    name: 'operators',
    routers: [adminApiRouter(options, adminRouters)],
    openapi: OPERATORS_OPENAPI,
    handlers: [operatorAuditProjection],
  };
}
