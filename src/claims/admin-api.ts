import type { Request, Response, Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { EMAIL_MESSAGE, FLIGHT_DATE_MESSAGE, flightNumberField, PASSENGER_NAME_MESSAGE } from '../contracts/claim-submission.js';
import { bulkActionBody, claimListAssignee, claimListSort } from '../contracts/admin-claims.js';
import { ifMatchVersion } from '../platform/http/if-match.js';
import { currentOperator, operatorActor } from '../platform/http/operator-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import type { bulkActions } from './bulk-actions.js';
import type { ClaimCommands } from './claim-commands.js';
import { ADMIN_STATUSES, COMMUNICATION_KINDS, PRIORITIES, type AdminStatus } from './claim-events.js';
import type { ClaimQueries } from './claim-queries.js';
import { csvFileName } from './claims-csv.js';
import { duplicatesOf, type duplicateCommands } from './duplicates.js';

/** The one status vocabulary, with reading B's `processing` accepted as under_review. */
const adminStatus = z
  .enum([...ADMIN_STATUSES, 'processing'], `Stato non valido: usa ${ADMIN_STATUSES.join(', ')}`)
  .transform((status): AdminStatus => (status === 'processing' ? 'under_review' : status));
const flightNumber = flightNumberField();
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((value) => value || null);

export const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const listQuery = z.object({
  status: z.union([z.literal('all'), adminStatus]).optional().transform((status) => (status === 'all' ? undefined : status)),
  q: z.string().trim().max(100).optional().transform((q) => q || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  sort: claimListSort,
  assignee: claimListAssignee,
});
/** The list's filters without paging (the sort is accepted and ignored: the export reads newest first). */
export const exportQuery = listQuery.pick({ status: true, q: true, sort: true, assignee: true });
/** `assignee=me` as the signed-in operator's id. */
const assignedTo = (assignee: 'me' | undefined, response: Response) => (assignee === 'me' ? currentOperator(response).id : undefined);
export const editBody = z.object({
  passengerName: z.string().trim().min(2, PASSENGER_NAME_MESSAGE).max(200).optional(),
  email: z.string().trim().max(254).pipe(z.email(EMAIL_MESSAGE)).optional(),
  phone: optionalText(40).optional(),
  flightNumber: flightNumber.optional(),
  flightDate: z.iso.date(FLIGHT_DATE_MESSAGE).optional(),
  departureAirportId: z.number().int().positive().optional(),
  arrivalAirportId: z.number().int().positive().optional(),
  compensationAmount: z.number('Importo non valido').min(0).max(100_000).nullable().optional(),
  delayReason: optionalText(1_000).optional(),
  operatingCarrier: z
    .string('Codice della compagnia non valido')
    .trim()
    .toUpperCase()
    .transform((code) => code || null)
    .pipe(z.string().regex(/^[A-Z0-9]{2}$/, 'Codice IATA della compagnia non valido: due lettere o cifre, per esempio FR').nullable())
    .nullable()
    .optional(),
  adminNotes: z.string().max(10_000).nullable().optional(),
  adminStatus: adminStatus.optional(),
});
export const statusBody = z.object({ adminStatus, adminNotes: z.string().max(10_000).nullable().optional(), passengerNote: z.string().max(2_000).nullable().optional() });
export const assignBody = z.object({ operatorId: z.uuid("Scegli l'operatore a cui assegnare la pratica") });
export const priorityBody = z.object({ priority: z.enum(PRIORITIES, `Priorità non valida: usa ${PRIORITIES.join(', ')}`) });
export const communicationBody = z.object({
  type: z.enum([...COMMUNICATION_KINDS, 'email'], 'Tipo di comunicazione non valido'),
  subject: z.string().max(300).nullish(),
  content: z.string('Il contenuto della comunicazione è obbligatorio').max(10_000),
  recipient: z.string().max(254).nullish(),
});
export const timelineQuery = z.object({ asOf: z.coerce.number().int().min(1).optional() });

export function adminClaimsRouter({ commands, queries, bulk, duplicates, pool }: { commands: ClaimCommands; queries: ClaimQueries; bulk?: ReturnType<typeof bulkActions>; duplicates: ReturnType<typeof duplicateCommands>; pool: pg.Pool }): Router {
  const router = createRouter();
  const id = (request: Request) => parseInput(claimId, request.params.id);
  const actor = (request: Request, response: Response) => eventMetadata(request, operatorActor(response));
  const answerClaim = (response: Response, claim: { version: number }) => response.set('ETag', `"${claim.version}"`).json(claim);

  router.get('/flight-checks', async (request, response) => {
    const { assignee, ...query } = parseInput(listQuery, request.query);
    response.json(await queries.listClaims({ ...query, assignedOperatorId: assignedTo(assignee, response) }));
  });

  router.post('/flight-checks/bulk', async (request, response) => {
    if (!bulk) throw new HttpProblem(404, 'Non trovato', 'Azioni multiple non disponibili');
    response.json(await bulk(actor(request, response), parseInput(bulkActionBody, request.body)));
  });

  // Before /:id, or "export.csv" would be read as an id.
  router.get('/flight-checks/export.csv', async (request, response) => {
    const { status, q, assignee } = parseInput(exportQuery, request.query);
    const assignedOperatorId = assignedTo(assignee, response);
    response.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName()}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    try {
      await queries.exportCsv({ status, q, assignedOperatorId }, response);
    } catch (error) {
      if (!response.headersSent) throw error;
      response.destroy(error as Error); // half a file must not look like a whole one
    }
  });

  router.get('/flight-checks/:id', async (request, response) => {
    answerClaim(response, await queries.claimDetail(id(request)));
  });

  router.put('/flight-checks/:id', async (request, response) => {
    const { adminNotes, adminStatus, ...details } = parseInput(editBody, request.body);
    const input = { claimId: id(request), expectedVersion: ifMatchVersion(request), details, adminNotes, adminStatus };
    answerClaim(response, await commands.editClaimDetails(actor(request, response), input));
  });

  router.put('/flight-checks/:id/status', async (request, response) => {
    const body = parseInput(statusBody, request.body);
    const input = { claimId: id(request), expectedVersion: ifMatchVersion(request), to: body.adminStatus, passengerNote: body.passengerNote, adminNotes: body.adminNotes };
    answerClaim(response, await commands.changeClaimStatus(actor(request, response), input));
  });

  router.put('/flight-checks/:id/assign', async (request, response) => {
    const { operatorId } = parseInput(assignBody, request.body);
    answerClaim(response, await commands.assignClaim(actor(request, response), { claimId: id(request), operatorId }));
  });

  router.put('/flight-checks/:id/priority', async (request, response) => {
    const { priority } = parseInput(priorityBody, request.body);
    answerClaim(response, await commands.changeClaimPriority(actor(request, response), { claimId: id(request), priority }));
  });

  router.post('/flight-checks/:id/revoke-upload-links', async (request, response) => {
    answerClaim(response, await commands.revokeUploadLinks(actor(request, response), { claimId: id(request) }));
  });

  router.get('/flight-checks/:id/communications', async (request, response) => {
    response.json(await queries.communications(id(request)));
  });

  router.post('/flight-checks/:id/communications', async (request, response) => {
    const { type, ...body } = parseInput(communicationBody, request.body);
    if (type === 'email') throw new HttpProblem(400, 'Dati non validi', "Per scrivere al passeggero usa l'invio email della pratica.");
    const recorded = await commands.recordCommunication(actor(request, response), { claimId: id(request), kind: type, ...body });
    response.status(201).json(recorded);
  });

  router.get('/flight-checks/:id/assessment', async (request, response) => {
    response.json(await queries.assessment(id(request), new Date()));
  });

  router.get('/flight-checks/:id/timeline', async (request, response) => {
    const claimId = id(request);
    const { asOf } = parseInput(timelineQuery, request.query);
    if (asOf === undefined) response.json({ entries: await queries.timeline(claimId) });
    else response.json({ version: asOf, claim: await queries.claimAsOf(claimId, BigInt(asOf)) });
  });

  router.get('/flight-checks/:id/duplicates', async (request, response) => {
    response.json({ items: await duplicatesOf(pool, id(request)) });
  });

  router.post('/flight-checks/:id/duplicates/:otherId/merge', async (request, response) => {
    const input = { claimId: id(request), intoClaimId: parseInput(claimId, request.params.otherId) };
    answerClaim(response, (await duplicates.merge(actor(request, response), input))!);
  });

  router.post('/flight-checks/:id/duplicates/:otherId/dismiss', async (request, response) => {
    const input = { claimId: id(request), otherClaimId: parseInput(claimId, request.params.otherId) };
    answerClaim(response, (await duplicates.dismiss(actor(request, response), input))!);
  });

  return router;
}
