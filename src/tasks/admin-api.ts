import type { Router } from 'express';
import { z } from 'zod';
import { completeTaskBody, QUEUE_NAMES, queueClaimsQuery, reassignTaskBody, taskListQuery, type QueueClaimList, type QueueSummaries } from '../contracts/tasks.js';
import { ifMatchVersion } from '../platform/http/if-match.js';
import { currentOperator, operatorActor } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { italianToday } from '../eligibility/index.js';
import type { TasksDeps } from './deps.js';
import { assigneeKeysOf, queueClaims, queueSummaries } from './read-models/queue-queries.js';
import { taskCommands } from './task-commands.js';

export const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const taskId = z.uuid('ID attività non valido');
export const queueName = z.enum(QUEUE_NAMES, 'Coda non valida');
const QUEUE_PAGE_SIZE = 50;

/** Mounted at /api/admin, behind the operators' session and CSRF guard. */
export function adminTasksRouter(deps: TasksDeps): Router {
  const router = createRouter();
  const commands = taskCommands(deps);
  const noStore = { 'Cache-Control': 'private, no-store' };

  router.get('/tasks', async (request, response) => {
    const filter = parseInput(taskListQuery, request.query);
    response.set(noStore).json(await commands.list(currentOperator(response).id, filter));
  });

  router.get('/flight-checks/:id/tasks', async (request, response) => {
    response.set(noStore).json(await commands.ofClaim(parseInput(claimId, request.params.id)));
  });

  router.post('/tasks/:id/complete', async (request, response) => {
    const id = parseInput(taskId, request.params.id);
    const body = parseInput(completeTaskBody, request.body ?? {});
    const expectedVersion = ifMatchVersion(request);
    response.set(noStore).json(await commands.complete(eventMetadata(request, operatorActor(response)), { taskId: id, expectedVersion, outcome: body.outcome || null }));
  });

  router.put('/tasks/:id/assignment', async (request, response) => {
    const id = parseInput(taskId, request.params.id);
    const body = parseInput(reassignTaskBody, request.body);
    const expectedVersion = ifMatchVersion(request);
    response.set(noStore).json(await commands.reassign(eventMetadata(request, operatorActor(response)), { taskId: id, expectedVersion, owner: body.owner, dueOn: body.dueOn }));
  });

  router.get('/queues', async (_request, response) => {
    const today = italianToday(deps.clock.now());
    const summaries: QueueSummaries = { queues: await queueSummaries(deps.pool, assigneeKeysOf(currentOperator(response)), today), today };
    response.set(noStore).json(summaries);
  });

  router.get('/queues/:queue/claims', async (request, response) => {
    const queue = parseInput(queueName, request.params.queue);
    const { page } = parseInput(queueClaimsQuery, request.query);
    const today = italianToday(deps.clock.now());
    const items = await queueClaims(deps.pool, queue, assigneeKeysOf(currentOperator(response)), today, { limit: QUEUE_PAGE_SIZE, offset: (page - 1) * QUEUE_PAGE_SIZE });
    const list: QueueClaimList = { queue, items, page, pageSize: QUEUE_PAGE_SIZE };
    response.set(noStore).json(list);
  });

  return router;
}
