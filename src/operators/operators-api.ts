import type { Request, Response, Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import type { EventStore } from '../platform/event-store/index.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';
import { recordOperatorAudit } from './audit.js';
import { latestAuditEntries } from './read-models/operator-audit.js';
import { requireRole } from './gate.js';
import { operatorMetadata } from './login-api.js';
import { activeOperators, listOperatorAccounts, setOperatorDisabled } from './operators.js';
import { closeAllSessions } from './sessions.js';

const AUDIT_ENTRIES = 50;
export const operatorId = z.uuid('Operatore non trovato');
const NOT_FOUND = () => new HttpProblem(404, 'Operatore non trovato', 'L’operatore richiesto non esiste.');

/**
 * Turns an account off (every session of it ends at once, and it cannot log in) or on again.
 * Shared by the admins' API and the CLI.
 */
export async function changeOperatorState(
  deps: { pool: pg.Pool; store: EventStore },
  where: { id: string } | { email: string },
  disabled: boolean,
  metadata?: Parameters<typeof recordOperatorAudit>[2],
): Promise<Awaited<ReturnType<typeof setOperatorDisabled>>> {
  const result = await setOperatorDisabled(deps.pool, where, disabled);
  if (!result) return undefined;
  if (disabled) await closeAllSessions(deps.pool, result.operator.id);
  if (result.changed) {
    const operatorId = result.operator.id;
    await recordOperatorAudit(deps.store, disabled ? { type: 'OperatorDisabled', data: { operatorId } } : { type: 'OperatorEnabled', data: { operatorId } }, metadata);
  }
  return result;
}

/** The admins' "Operatori" section, the audit entries of the monitoring tab and the active operators every operator may read. */
export function operatorsRouter(deps: { pool: pg.Pool; store: EventStore }): Router {
  const router = createRouter();

  router.get('/operators', async (_request, response) => {
    requireRole(response, 'admin');
    response.json({ operators: await listOperatorAccounts(deps.pool) });
  });

  // Any operator: the assignment picker lists whom a claim may go to.
  router.get('/operators/active', async (_request, response) => {
    response.json({ operators: await activeOperators(deps.pool) });
  });

  router.get('/operators/audit', async (_request, response) => {
    requireRole(response, 'admin');
    response.json({ entries: await latestAuditEntries(deps.pool, AUDIT_ENTRIES) });
  });

  const changeState = (disabled: boolean) => async (request: Request, response: Response) => {
    const admin = requireRole(response, 'admin');
    const id = parseInput(operatorId, request.params.id).toLowerCase();
    if (disabled && id === admin.id) throw new HttpProblem(409, 'Operazione non consentita', 'Non puoi disattivare il tuo account.');
    const result = await changeOperatorState(deps, { id }, disabled, operatorMetadata(request, admin));
    if (!result) throw NOT_FOUND();
    const account = (await listOperatorAccounts(deps.pool)).find((operator) => operator.id === id);
    response.json({ operator: account });
  };
  router.post('/operators/:id/disable', changeState(true));
  router.post('/operators/:id/enable', changeState(false));

  return router;
}
