import type { Router } from 'express';
import { z } from 'zod';
import type { FailedMessageList } from '../contracts/failed-messages.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { failedMessages, retryFailedMessage } from './failed-messages.js';

export const failedMessageId = z.uuid('Identificativo del messaggio non valido');

/** Operators' routes (under /api/admin): the messages that failed for good, and «Riprova». */
export function failedMessagesRouter(deps: Parameters<typeof failedMessages>[0]): Router {
  const router = createRouter();
  const list = failedMessages(deps);
  const retry = retryFailedMessage(deps);
  router.get('/outbound/failed', async (_request, response) => {
    const answer: FailedMessageList = { messages: await list() };
    response.json(answer);
  });
  router.post('/outbound/failed/:id/retry', async (request, response) => {
    const id = parseInput(failedMessageId, request.params.id);
    response.status(202).json(await retry(eventMetadata(request, operatorActor(response)), { id }));
  });
  return router;
}
