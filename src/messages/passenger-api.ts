import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { postMessageBody, type ClaimMessages } from '../contracts/messages.js';
import { currentPassenger } from '../platform/http/passenger-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import type { MessagesDeps } from './deps.js';
import { claimFacts, messageCommands } from './message-commands.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
const COMPANY = 'RimborsoVolo24';

/** The same answer for a claim that does not exist and for another address's claim. */
const NOT_YOURS = () => new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è accessibile');

/** What a passenger reads of who wrote: the company and the operator's first name, nothing internal. */
export function forPassenger(thread: ClaimMessages): ClaimMessages {
  return {
    messages: thread.messages.map((message) => {
      if (message.author !== 'operator') return message;
      const firstName = message.authorName?.trim().split(/\s+/)[0];
      return { ...message, authorName: firstName ? `${firstName} di ${COMPANY}` : COMPANY };
    }),
  };
}

/** /api/passenger/claims/{id}/messages: the signed-in passenger's thread of one of their claims. */
export function passengerMessagesRouter(deps: MessagesDeps): Router {
  const router = createRouter();
  const commands = messageCommands(deps);
  const postsPerClaim = deps.limits.limit({
    name: 'passenger-messages',
    limit: deps.passengerMessagesPerHour,
    windowSeconds: 3_600,
    refusal: { title: 'Troppi messaggi', detail: 'Hai inviato molti messaggi in poco tempo.' },
  });
  const ownClaim = async (request: Request, response: Response): Promise<number> => {
    const id = parseInput(claimId, request.params.id);
    if (!(await deps.passengerGuard.ownsClaim(currentPassenger(response), id))) throw NOT_YOURS();
    return id;
  };

  router.get('/api/passenger/claims/:id/messages', deps.passengerGuard.requirePassenger, async (request, response) => {
    const id = await ownClaim(request, response);
    response.set('Cache-Control', 'private, no-store').json(forPassenger(await commands.thread(id)));
  });

  router.post('/api/passenger/claims/:id/messages', deps.passengerGuard.requirePassenger, async (request, response) => {
    const id = await ownClaim(request, response);
    const body = parseInput(postMessageBody, request.body);
    const claim = await claimFacts(deps, id);
    if (!claim) throw NOT_YOURS();
    await postsPerClaim.consume(`claim-${id}`);
    // Never the e-mail address: metadata is not encrypted.
    const actor = eventMetadata(request, { kind: 'passenger', id: claim.practiceNumber });
    const thread = await commands.postMessage(actor, { claimId: id, author: 'passenger', text: body.text, messageId: body.messageId });
    response.status(201).set('Cache-Control', 'private, no-store').json(forPassenger(thread));
  });

  return router;
}
