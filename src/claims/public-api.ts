import { createRouter } from '../platform/http/router.js';
import type { Router } from 'express';
import { z } from 'zod';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { limitRequests } from '../platform/http/rate-limit.js';
import { correlationId } from '../platform/http/request-context.js';
import { findClaimByPracticeNumber, findPublicStatus } from './claims-query.js';
import { PUBLIC_STATUS } from './public-status.js';
import { submitClaim, submitClaimBody, type SubmitDeps } from './submit-claim.js';
import { uploadLinkClaim } from './upload-links.js';
import { issueUploadToken } from './upload-token.js';

export const PRACTICE_NOT_FOUND = 'Pratica non trovata. Verifica email e numero di pratica.';

const practiceNumber = z.string().trim().regex(/^\d{6}$/, 'Il numero di pratica è di 6 cifre');
const statusQuery = z.object({
  email: z.string('Inserisci email e numero di pratica').trim().min(1, 'Inserisci email e numero di pratica').max(254),
  practiceNumber: z.string('Inserisci email e numero di pratica').pipe(practiceNumber),
});
const idempotencyKey = z.string().trim().min(1).max(200).optional();

export interface PublicApiOptions {
  /** Status lookups allowed per IP per minute. */
  statusLookupsPerMinute: number;
}

export function publicClaimsRouter(deps: SubmitDeps, options: PublicApiOptions): Router {
  const router = createRouter();

  router.post('/api/flight-checks', async (request, response) => {
    const body = parseInput(submitClaimBody, request.body);
    const key = parseInput(idempotencyKey, request.get('idempotency-key'));
    const submitted = await submitClaim(deps, body, {
      idempotencyKey: key,
      ipAddress: request.ip ?? null,
      refererUrl: request.get('referer')?.slice(0, 500) ?? null,
      now: new Date(),
      correlationId: correlationId(request),
    });
    response.status(201).json(submitted);
  });

  router.get('/api/practice-status', limitRequests({ windowMs: 60_000, limit: options.statusLookupsPerMinute }), async (request, response) => {
    const query = parseInput(statusQuery, request.query);
    const found = await findPublicStatus(deps.pool, query.practiceNumber, query.email);
    if (!found) throw new HttpProblem(404, 'Pratica non trovata', PRACTICE_NOT_FOUND);
    response.json({
      id: found.claimId,
      practiceNumber: found.practiceNumber,
      status: found.status,
      createdAt: found.createdAt,
      lastUpdated: found.lastUpdated,
      flightNumber: found.flightNumber,
      email: query.email.trim(),
      estimatedCompensation: found.estimatedCompensation,
      notes: found.notes,
      uploadToken: issueUploadToken({ claimId: found.claimId, practiceNumber: found.practiceNumber, version: found.uploadLinkVersion }, deps.secretKey, new Date()),
    });
  });

  router.get('/api/flight-checks/practice/:practiceNumber', async (request, response) => {
    const number = parseInput(practiceNumber, request.params.practiceNumber);
    const token = typeof request.query.t === 'string' ? request.query.t : request.get('x-upload-token');
    const claimId = await uploadLinkClaim(deps.pool, token, number, deps.secretKey);
    if (claimId === undefined) throw new HttpProblem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.');
    const claim = await findClaimByPracticeNumber(deps.pool, number);
    if (!claim || claim.id !== claimId) throw new HttpProblem(404, 'Pratica non trovata', `La pratica #${number} non è stata trovata nel nostro sistema.`);
    response.json({
      id: claim.id,
      practiceNumber: claim.practiceNumber,
      passengerName: claim.passengerName,
      flightIata: claim.flightIata,
      flightNumber: claim.flightNumber,
      flightDate: claim.flightDate,
      departureAirportId: claim.departureAirportId,
      arrivalAirportId: claim.arrivalAirportId,
      departureAirport: claim.departureAirport,
      arrivalAirport: claim.arrivalAirport,
      status: PUBLIC_STATUS[claim.adminStatus],
    });
  });

  return router;
}
