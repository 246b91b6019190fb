import type { Router } from 'express';
import { z } from 'zod';
import { operatorMessageBody } from '../contracts/messages.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import type { MessagesDeps } from './deps.js';
import { messageCommands } from './message-commands.js';
import { messageInbox } from './read-models/message-inbox.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');

/** Mounted at /api/admin, behind the operators' session and CSRF guard: the operator is the message's actor. */
export function adminMessagesRouter(deps: MessagesDeps): Router {
  const router = createRouter();
  const commands = messageCommands(deps);

  router.get('/inbox', async (_request, response) => {
    response.set('Cache-Control', 'private, no-store').json(await messageInbox(deps.pool));
  });

  router.get('/flight-checks/:id/messages', async (request, response) => {
    response.set('Cache-Control', 'private, no-store').json(await commands.thread(parseInput(claimId, request.params.id)));
  });

  router.post('/flight-checks/:id/messages', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const body = parseInput(operatorMessageBody, request.body);
    const thread = await commands.postMessage(eventMetadata(request, operatorActor(response)), { claimId: id, author: 'operator', text: body.text, messageId: body.messageId, alsoByEmail: body.alsoByEmail });
    response.status(201).set('Cache-Control', 'private, no-store').json(thread);
  });

  return router;
}
