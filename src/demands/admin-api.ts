import express, { type Router } from 'express';
import { z } from 'zod';
import { airlineReplyBody, sendToAirlineBody } from '../contracts/demands.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { DEMAND_LETTER_LANGUAGES } from './demand-events.js';
import { demandPanel } from './demand-panel.js';
import type { DemandsDeps } from './deps.js';
import { queueDispatch } from './failed-letters.js';
import { generateLetter } from './generate-letter.js';
import { MAX_REPLY_DOCUMENT_BYTES, recordReply, storeReplyDocument } from './record-reply.js';
import { MAX_PEC_RECEIPT_BYTES, recordPecReceipt } from './pec-receipts.js';
import { requestSending } from './send-letter.js';

export const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const letterBody = z.object({ language: z.enum(DEMAND_LETTER_LANGUAGES, 'Lingua non valida: usa it o en').optional() }).default({});
const noStore = { 'Cache-Control': 'private, no-store' };

/** Mounted at /api/admin, behind the operators' session and CSRF guard. */
export function adminDemandsRouter(deps: DemandsDeps, sendLetter: (dispatchId: string) => Promise<void>): Router {
  const router = createRouter();

  router.get('/flight-checks/:id/airline', async (request, response) => {
    response.set(noStore).json(await demandPanel(deps, parseInput(claimId, request.params.id)));
  });

  router.post('/flight-checks/:id/airline/letter', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const { language } = parseInput(letterBody, request.body ?? {});
    await generateLetter(deps, eventMetadata(request, operatorActor(response)), { claimId: id, language });
    response.status(201).set(noStore).json(await demandPanel(deps, id));
  });

  router.post('/flight-checks/:id/airline/send', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const { recipient, identityDocumentsRequested } = parseInput(sendToAirlineBody, request.body);
    const dispatch = await requestSending(deps, eventMetadata(request, operatorActor(response)), { claimId: id, recipient, identityDocumentsRequested });
    await queueDispatch(deps, sendLetter, dispatch);
    response.status(202).set(noStore).json(await demandPanel(deps, id));
  });

  router.post(
    '/flight-checks/:id/airline/reply-document',
    express.raw({ type: () => true, limit: MAX_REPLY_DOCUMENT_BYTES }),
    async (request, response) => {
      const id = parseInput(claimId, request.params.id);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new HttpProblem(400, 'File mancante', 'Allega la risposta della compagnia in formato PDF.');
      const documentId = await storeReplyDocument(deps, eventMetadata(request, operatorActor(response)), { claimId: id, bytes: request.body });
      response.status(201).set(noStore).json({ documentId });
    },
  );

  router.post('/flight-checks/:id/airline/replies', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const body = parseInput(airlineReplyBody, request.body);
    await recordReply(deps, eventMetadata(request, operatorActor(response)), { claimId: id, body });
    response.status(201).set(noStore).json(await demandPanel(deps, id));
  });

  // The receipt as our PEC mailbox received it (.eml): the letter it is about is the one it names by Message-ID.
  router.post('/airline-letters/pec-receipts', express.raw({ type: () => true, limit: MAX_PEC_RECEIPT_BYTES }), async (request, response) => {
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new HttpProblem(400, 'File mancante', 'Allega la ricevuta PEC così come è arrivata, in formato .eml.');
    const outcome = await recordPecReceipt(deps, eventMetadata(request, operatorActor(response)), request.body);
    response.status(outcome.recorded ? 201 : 200).set(noStore).json({ ...outcome, panel: await demandPanel(deps, outcome.claimId).catch(() => null) });
  });

  return router;
}
