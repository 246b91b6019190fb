import type { Router } from 'express';
import { z } from 'zod';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { clientAddress, hashedKey, type RateLimits } from '../platform/http/rate-limit.js';
import { correlationId } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { IdempotencyKeyReused } from './claim-registry.js';
import { practiceStatus, uploadPageClaim } from './passenger-queries.js';
import type { PublicLookup } from './public-lookup.js';
import { submitClaim, submitClaimBody, type SubmitDeps } from './submit-claim.js';
import type { ClaimsDeps } from './claims-deps.js';

export const practiceNumber = z.string().trim().regex(/^\d{6}$/, 'Il numero di pratica è di 6 cifre');
export const statusQuery = z.object({
  email: z.string('Inserisci email e numero di pratica').trim().min(1, 'Inserisci email e numero di pratica').max(254),
  practiceNumber: z.string('Inserisci email e numero di pratica').pipe(practiceNumber),
});
const idempotencyKey = z.string().trim().min(1).max(200).optional();
const KEY_REUSED = "Chiave di idempotenza già usata per un'altra richiesta";

export interface PublicApiOptions {
  lookup: PublicLookup;
  limits: RateLimits;
  submissionsPerHour: { perIp: number; perEmail: number };
}

export function publicClaimsRouter(deps: SubmitDeps & Pick<ClaimsDeps, 'money'>, options: PublicApiOptions): Router {
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
    const passenger = { correlationId: correlationId(request), now: new Date(), ipAddress: request.ip ?? null, refererUrl: request.get('referer')?.slice(0, 500) ?? null };
    const submitted = await submitClaim(deps, passenger, { body, idempotencyKey: key }).catch((error: unknown) => {
      // No DomainError reason answers 422: the key belongs to another request body.
      throw error instanceof IdempotencyKeyReused ? new HttpProblem(422, KEY_REUSED, KEY_REUSED) : error;
    });
    response.status(201).json(submitted);
  });

  router.get('/api/practice-status', async (request, response) => {
    const found = await options.lookup.find(clientAddress(request), () => parseInput(statusQuery, request.query));
    response.json(await practiceStatus(deps, found, new Date()));
  });

  router.get('/api/flight-checks/practice/:practiceNumber', async (request, response) => {
    const number = parseInput(practiceNumber, request.params.practiceNumber);
    const token = typeof request.query.t === 'string' ? request.query.t : request.get('x-upload-token');
    const claim = await uploadPageClaim(deps, { practiceNumber: number, token }, new Date());
    if (!claim) throw new HttpProblem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.');
    response.json(claim);
  });

  return router;
}
