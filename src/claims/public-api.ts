import type { Router } from 'express';
import { z } from 'zod';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { hashedKey, type RateLimits } from '../platform/http/rate-limit.js';
import { correlationId } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { findClaimByPracticeNumber } from './claims-query.js';
import type { PublicLookup } from './public-lookup.js';
import { PUBLIC_STATUS } from './public-status.js';
import { submitClaim, submitClaimBody, type SubmitDeps } from './submit-claim.js';
import { uploadLinkClaim } from './upload-links.js';
import { issueUploadToken } from './upload-token.js';

const practiceNumber = z.string().trim().regex(/^\d{6}$/, 'Il numero di pratica è di 6 cifre');
const statusQuery = z.object({
  email: z.string('Inserisci email e numero di pratica').trim().min(1, 'Inserisci email e numero di pratica').max(254),
  practiceNumber: z.string('Inserisci email e numero di pratica').pipe(practiceNumber),
});
const idempotencyKey = z.string().trim().min(1).max(200).optional();

export interface PublicApiOptions {
  lookup: PublicLookup;
  limits: RateLimits;
  submissionsPerHour: { perIp: number; perEmail: number };
}

export function publicClaimsRouter(deps: SubmitDeps, options: PublicApiOptions): Router {
  const router = createRouter();
  const submissionsPerIp = options.limits.limit({ name: 'submissions-ip', limit: options.submissionsPerHour.perIp, windowSeconds: 3_600 });
  const submissionsPerEmail = options.limits.limit({
    name: 'submissions-email',
    limit: options.submissionsPerHour.perEmail,
    windowSeconds: 3_600,
    refusal: { title: 'Troppe richieste per questo indirizzo email', detail: `Con questo indirizzo email sono già state inviate ${options.submissionsPerHour.perEmail} richieste nell'ultima ora.` },
  });

  router.post('/api/flight-checks', submissionsPerIp.perIp(), async (request, response) => {
    const body = parseInput(submitClaimBody, request.body);
    await submissionsPerEmail.consume(hashedKey(body.email));
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

  router.get('/api/practice-status', options.lookup.perIp, async (request, response) => {
    const query = parseInput(statusQuery, request.query);
    const found = await options.lookup.find(query.practiceNumber, query.email);
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
      uploadToken: issueUploadToken({ claimId: found.claimId, practiceNumber: found.practiceNumber, version: found.uploadLinkVersion }, deps.uploadTokenKey, new Date()),
    });
  });

  router.get('/api/flight-checks/practice/:practiceNumber', async (request, response) => {
    const number = parseInput(practiceNumber, request.params.practiceNumber);
    const token = typeof request.query.t === 'string' ? request.query.t : request.get('x-upload-token');
    const claimId = await uploadLinkClaim(deps.pool, token, number, deps.uploadTokenKey);
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
