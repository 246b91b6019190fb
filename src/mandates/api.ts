import { createHash } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { MAX_PASSENGERS } from '../contracts/claim-passengers.js';
import { signMandateBody, type MandateVerification } from '../contracts/mandates.js';
import { currentPassenger } from '../platform/http/passenger-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { clientAddress, type RateLimits } from '../platform/http/rate-limit.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { claimNotFound, foldMandates, mandatesView } from './claim-mandates.js';
import type { MandatesDeps } from './deps.js';
import { signMandate } from './sign-mandate.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const passengerId = z.coerce.number('Passeggero non trovato').int('Passeggero non trovato').min(1, 'Passeggero non trovato').max(MAX_PASSENGERS, 'Passeggero non trovato');

const LINK_REFUSED = () => new HttpProblem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.');

/** How many signings (refused ones too: each decodes an image) one claim and one IP may send per hour. */
export interface SigningLimits {
  limits: RateLimits;
  perClaimPerHour: number;
  perIpPerHour: number;
}

/** The passenger's signing routes: right after submission (the wizard holds the claim's upload token) and from the passenger area. */
export function passengerMandatesRouter(deps: MandatesDeps, signing: SigningLimits): Router {
  const router = createRouter();
  const tooMany = { title: 'Troppe firme', detail: 'Sono state inviate molte firme in poco tempo.' };
  const signingsPerIp = signing.limits.limit({ name: 'mandate-signings-ip', limit: signing.perIpPerHour, windowSeconds: 3_600, refusal: tooMany }).perIp();
  const signingsPerClaim = signing.limits.limit({ name: 'mandate-signings-claim', limit: signing.perClaimPerHour, windowSeconds: 3_600, refusal: tooMany });

  /** The claim this upload token opens (the same token as the upload page's), or 403: a wrong token and a wrong claim look alike. */
  const tokenClaim = async (request: Request) => {
    const id = parseInput(claimId, request.params.id);
    const state = await foldMandates(deps, id).catch(() => undefined);
    const token = request.get('x-upload-token');
    if (!state || (await deps.uploadLinkClaim(token, state.claim.practiceNumber)) !== id) throw LINK_REFUSED();
    return state;
  };
  const ownedClaim = async (request: Request, response: Response) => {
    const id = parseInput(claimId, request.params.id);
    if (!(await deps.passengerGuard.ownsClaim(currentPassenger(response), id))) throw claimNotFound();
    return foldMandates(deps, id);
  };
  const sign = async (request: Request, response: Response, id: number, practiceNumber: string) => {
    // Counted once the claim is known to be the caller's: a stranger cannot use up a claim's signings.
    await signingsPerClaim.consume(`claim-${id}`);
    const body = parseInput(signMandateBody, request.body);
    // The practice number, never a name or address: metadata is not encrypted.
    const actor = eventMetadata(request, { kind: 'passenger', id: practiceNumber });
    response.status(201).set('Cache-Control', 'no-store').json(await signMandate(deps, actor, { claimId: id, body, signerIp: clientAddress(request) }));
  };

  router.get('/api/flight-checks/:id/mandates', async (request, response) => {
    response.set('Cache-Control', 'no-store').json(mandatesView(await tokenClaim(request), deps.company, new Date()));
  });
  router.post('/api/flight-checks/:id/mandates', signingsPerIp, async (request, response) => {
    const state = await tokenClaim(request);
    await sign(request, response, state.claim.id, state.claim.practiceNumber);
  });
  router.get('/api/passenger/claims/:id/mandates', deps.passengerGuard.requirePassenger, async (request, response) => {
    response.set('Cache-Control', 'private, no-store').json(mandatesView(await ownedClaim(request, response), deps.company, new Date()));
  });
  router.post('/api/passenger/claims/:id/mandates', signingsPerIp, deps.passengerGuard.requirePassenger, async (request, response) => {
    const state = await ownedClaim(request, response);
    await sign(request, response, state.claim.id, state.claim.practiceNumber);
  });
  return router;
}

/** Mounted at /api/admin, behind the operators' session guard. */
export function adminMandatesRouter(deps: MandatesDeps): Router {
  const router = createRouter();

  router.get('/flight-checks/:id/mandates', async (request, response) => {
    response.json(mandatesView(await foldMandates(deps, parseInput(claimId, request.params.id)), deps.company, new Date()));
  });

  /** Recomputes the stored file's SHA-256 and compares it with the one MandateSigned recorded. */
  router.get('/flight-checks/:id/mandates/:passengerId/verify', async (request, response) => {
    const state = await foldMandates(deps, parseInput(claimId, request.params.id));
    const signed = state.signed.get(parseInput(passengerId, request.params.passengerId));
    if (!signed) throw new HttpProblem(404, 'Mandato non trovato', 'Questo passeggero non ha ancora firmato il mandato.');
    const bytes = await deps.documents.bytes(signed.documentId);
    const actual = createHash('sha256').update(bytes).digest('hex');
    const matches = actual === signed.sha256;
    const answer: MandateVerification = {
      matches,
      message: matches ? 'Impronta corretta' : 'Il file non corrisponde alla firma registrata',
      expected: signed.sha256,
      actual,
    };
    response.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
