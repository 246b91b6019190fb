import type { Router } from 'express';
import { z } from 'zod';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { requestEmail } from './request-email.js';

export const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const sendBody = z.object({
  subject: z.string("L'oggetto dell'email è obbligatorio").max(300),
  message: z.string("Il messaggio dell'email è obbligatorio").max(20_000),
});

export function sendEmailRouter(deps: { executeCommand: ExecuteCommand }): Router {
  const router = createRouter();
  const sendEmail = requestEmail(deps);
  router.post('/flight-checks/:id/send-email', async (request, response) => {
    const input = { claimId: parseInput(claimId, request.params.id), ...parseInput(sendBody, request.body) };
    response.status(202).json(await sendEmail(eventMetadata(request, operatorActor(response)), input));
  });
  return router;
}
