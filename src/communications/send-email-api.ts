import type { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { currentOperator } from '../admin/index.js';
import { handleCommand } from '../event-store/execute-command.js';
import type { EventStore, Position } from '../event-store/index.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { emailDecider, EmailError } from './email-decider.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
const sendBody = z.object({
  subject: z.string("L'oggetto dell'email è obbligatorio").max(300),
  message: z.string("Il messaggio dell'email è obbligatorio").max(20_000),
});

export function sendEmailRouter(deps: { store: EventStore; waitForProjections: (names: readonly string[], position: Position, timeoutMs: number) => Promise<boolean> }): Router {
  const router = createRouter();
  router.post('/flight-checks/:id/send-email', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const { subject, message } = parseInput(sendBody, request.body);
    const operator = currentOperator(response);
    const emailRequestId = randomUUID();
    try {
      const { position } = await handleCommand(
        deps.store,
        `claim-${id}`,
        emailDecider,
        { type: 'RequestEmail', emailRequestId, subject, message },
        eventMetadata(request, { kind: 'operator', id: operator.id, name: operator.name }),
        { eventIds: [emailRequestId] },
      );
      if (position) await deps.waitForProjections(['claim_communications'], position, 2_000);
    } catch (error) {
      if (!(error instanceof EmailError)) throw error;
      throw error.reason === 'not_found'
        ? new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è accessibile')
        : new HttpProblem(400, 'Dati non validi', error.message);
    }
    response.status(202).json({ id: emailRequestId, status: 'queued' });
  });
  return router;
}
