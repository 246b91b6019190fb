import type { Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import type { FailedMessageList } from '../contracts/failed-messages.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { listFailedMessages } from './read-models/failed-messages.js';
import { retryFailedMessage } from './retry-failed-message.js';

/** Port to the claims module: the practice numbers of these claims. */
export type PracticeNumbers = (claimIds: number[]) => Promise<Map<number, string>>;

export const failedMessageId = z.uuid('Identificativo del messaggio non valido');

/** Operators' routes (under /api/admin): the messages that failed for good, and «Riprova». */
export function failedMessagesRouter(deps: { pool: pg.Pool; executeCommand: ExecuteCommand; practiceNumbers?: PracticeNumbers }): Router {
  const router = createRouter();
  const retry = retryFailedMessage(deps);
  router.get('/outbound/failed', async (_request, response) => {
    const messages = await listFailedMessages(deps.pool);
    const numbers = deps.practiceNumbers ? await deps.practiceNumbers(messages.map((message) => message.claimId)) : new Map<number, string>();
    const answer: FailedMessageList = { messages: messages.map((message) => ({ ...message, practiceNumber: numbers.get(message.claimId) ?? null })) };
    response.json(answer);
  });
  router.post('/outbound/failed/:id/retry', async (request, response) => {
    const id = parseInput(failedMessageId, request.params.id);
    response.status(202).json(await retry(eventMetadata(request, operatorActor(response)), { id }));
  });
  return router;
}
