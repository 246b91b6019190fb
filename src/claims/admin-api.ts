import type { Request, Router } from 'express';
import { z } from 'zod';
import { flightNumberField } from '../contracts/claim-submission.js';
import { ifMatchVersion } from '../platform/http/if-match.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';
import { ADMIN_STATUSES, COMMUNICATION_KINDS, PRIORITIES, type AdminStatus } from './claim-events.js';
import { findClaim, listClaims, listCommunications } from './claims-query.js';
import { newCommunicationId, runOperatorCommand, withAirportDetails, type OperatorCommandDeps } from './operator-commands.js';
import { claimAsOf, claimTimeline } from './timeline.js';

/** The one status vocabulary, with reading B's `processing` accepted as under_review. */
const adminStatus = z
  .enum([...ADMIN_STATUSES, 'processing'], `Stato non valido: usa ${ADMIN_STATUSES.join(', ')}`)
  .transform((status): AdminStatus => (status === 'processing' ? 'under_review' : status));
const flightNumber = flightNumberField();
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((value) => value || null);

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
const listQuery = z.object({
  status: z.union([z.literal('all'), adminStatus]).optional().transform((status) => (status === 'all' ? undefined : status)),
  q: z.string().trim().max(100).optional().transform((q) => q || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
const editBody = z.object({
  passengerName: z.string().trim().min(2, 'Inserisci nome e cognome').max(200).optional(),
  email: z.string().trim().max(254).pipe(z.email('Inserisci un indirizzo email valido')).optional(),
  phone: optionalText(40).optional(),
  flightNumber: flightNumber.optional(),
  flightDate: z.iso.date('Data del volo non valida').optional(),
  departureAirportId: z.number().int().positive().optional(),
  arrivalAirportId: z.number().int().positive().optional(),
  compensationAmount: z.number('Importo non valido').min(0).max(100_000).nullable().optional(),
  delayReason: optionalText(1_000).optional(),
  adminNotes: z.string().max(10_000).nullable().optional(),
  adminStatus: adminStatus.optional(),
});
const statusBody = z.object({ adminStatus, adminNotes: z.string().max(10_000).nullable().optional(), passengerNote: z.string().max(2_000).nullable().optional() });
const assignBody = z.object({ assignedTo: z.string("Indica l'operatore a cui assegnare la pratica").max(200) });
const priorityBody = z.object({ priority: z.enum(PRIORITIES, `Priorità non valida: usa ${PRIORITIES.join(', ')}`) });
const communicationBody = z.object({
  type: z.enum([...COMMUNICATION_KINDS, 'email'], 'Tipo di comunicazione non valido'),
  subject: z.string().max(300).nullish(),
  content: z.string('Il contenuto della comunicazione è obbligatorio').max(10_000),
  recipient: z.string().max(254).nullish(),
});
const timelineQuery = z.object({ asOf: z.coerce.number().int().min(1).optional() });


export function adminClaimsRouter(deps: OperatorCommandDeps): Router {
  const router = createRouter();
  const id = (request: Request) => parseInput(claimId, request.params.id);

  router.get('/flight-checks', async (request, response) => {
    response.json(await listClaims(deps.pool, parseInput(listQuery, request.query)));
  });

  router.get('/flight-checks/:id', async (request, response) => {
    const claim = await findClaim(deps.pool, id(request));
    if (!claim) throw new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è accessibile');
    response.set('ETag', `"${claim.version}"`).json(claim);
  });

  router.put('/flight-checks/:id', async (request, response) => {
    const { adminNotes, adminStatus, ...details } = parseInput(editBody, request.body);
    const claimId = id(request);
    const claim = await runOperatorCommand(
      deps,
      // A new e-mail address revokes the upload links sent to the old one: in force before this answers.
      { request, response, claimId, expectedVersion: ifMatchVersion(request), readModels: ['claims', 'claim_status'], mustApply: details.email !== undefined },
      { type: 'EditClaimDetails', details: await withAirportDetails(deps.pool, details), adminNotes, adminStatus },
    );
    response.set('ETag', `"${claim.version}"`).json(claim);
  });

  router.put('/flight-checks/:id/status', async (request, response) => {
    const body = parseInput(statusBody, request.body);
    const claim = await runOperatorCommand(
      deps,
      { request, response, claimId: id(request), expectedVersion: ifMatchVersion(request), readModels: ['claims', 'claim_status'] },
      { type: 'ChangeClaimStatus', to: body.adminStatus, passengerNote: body.passengerNote, adminNotes: body.adminNotes },
    );
    response.set('ETag', `"${claim.version}"`).json(claim);
  });

  router.put('/flight-checks/:id/assign', async (request, response) => {
    const { assignedTo } = parseInput(assignBody, request.body);
    const claim = await runOperatorCommand(deps, { request, response, claimId: id(request) }, { type: 'AssignClaim', assignedTo });
    response.set('ETag', `"${claim.version}"`).json(claim);
  });

  router.put('/flight-checks/:id/priority', async (request, response) => {
    const { priority } = parseInput(priorityBody, request.body);
    const claim = await runOperatorCommand(deps, { request, response, claimId: id(request) }, { type: 'ChangeClaimPriority', priority });
    response.set('ETag', `"${claim.version}"`).json(claim);
  });

  router.post('/flight-checks/:id/revoke-upload-links', async (request, response) => {
    // claim_status serves the passengers' token check: the old links stop before this answers.
    const claim = await runOperatorCommand(
      deps,
      { request, response, claimId: id(request), readModels: ['claims', 'claim_status'], mustApply: true },
      { type: 'RevokeUploadLinks' },
    );
    response.set('ETag', `"${claim.version}"`).json(claim);
  });

  router.get('/flight-checks/:id/communications', async (request, response) => {
    const claimId = id(request);
    if (!(await findClaim(deps.pool, claimId))) throw new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è accessibile');
    response.json(await listCommunications(deps.pool, claimId));
  });

  router.post('/flight-checks/:id/communications', async (request, response) => {
    const body = parseInput(communicationBody, request.body);
    if (body.type === 'email') throw new HttpProblem(400, 'Dati non validi', "Per scrivere al passeggero usa l'invio email della pratica.");
    const communicationId = newCommunicationId();
    const claimId = id(request);
    await runOperatorCommand(
      deps,
      { request, response, claimId, readModels: ['claims', 'claim_communications'] },
      { type: 'RecordCommunication', communicationId, kind: body.type, subject: body.subject, content: body.content, recipient: body.recipient },
    );
    const recorded = (await listCommunications(deps.pool, claimId)).find((communication) => communication.id === communicationId);
    response.status(201).json(recorded);
  });

  router.get('/flight-checks/:id/timeline', async (request, response) => {
    const claimId = id(request);
    const { asOf } = parseInput(timelineQuery, request.query);
    if (asOf !== undefined) {
      const claim = await claimAsOf(deps.store, claimId, BigInt(asOf));
      if (!claim) throw new HttpProblem(404, 'Versione non trovata', `La pratica non ha una versione ${asOf}.`);
      response.json({ version: asOf, claim });
      return;
    }
    const entries = await claimTimeline(deps.store, deps.pool, claimId);
    if (!entries) throw new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è accessibile');
    response.json({ entries });
  });

  return router;
}
