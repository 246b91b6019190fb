import { createHash } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { claimNotFound } from '../claims/contract.js';
import { MAX_PASSENGERS } from '../contracts/claim-passengers.js';
import { MANDATE_MESSAGES, signMandateBody, type MandateVerification, type SignedVia } from '../contracts/mandates.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { currentPassenger } from '../platform/http/passenger-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { clientAddress, type RateLimits } from '../platform/http/rate-limit.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { currentMandates, foldMandates, mandatesView } from './claim-mandates.js';
import type { MandatesDeps } from './deps.js';
import { signMandate } from './sign-mandate.js';
import { verifySigningLinkToken } from './signing-link-token.js';
import { requestSigningLink } from './signing-links.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const passengerId = z.coerce.number('Passeggero non trovato').int('Passeggero non trovato').min(1, 'Passeggero non trovato').max(MAX_PASSENGERS, 'Passeggero non trovato');
export const SIGNING_LINK_HEADER = 'x-mandate-token';

const LINK_REFUSED = () => new HttpProblem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.');

/** How many signings (refused ones too: each decodes an image) one claim and one IP may send per hour. */
export interface SigningLimits {
  limits: RateLimits;
  perClaimPerHour: number;
  perIpPerHour: number;
}

/**
 * The passenger's signing routes. The contact person's (the upload token of the wizard and of the
 * confirmation e-mail, or the passenger area's session) sign their own mandate and minors'; an adult
 * co-passenger signs only their own, through the link e-mailed to them (`x-mandate-token`).
 */
export function passengerMandatesRouter(deps: MandatesDeps, signing: SigningLimits): Router {
  const router = createRouter();
  const tooMany = { title: 'Troppe firme', detail: 'Sono state inviate molte firme in poco tempo.' };
  const signingsPerIp = signing.limits.limit({ name: 'mandate-signings-ip', limit: signing.perIpPerHour, windowSeconds: 3_600, refusal: tooMany }).perIp();
  const signingsPerClaim = signing.limits.limit({ name: 'mandate-signings-claim', limit: signing.perClaimPerHour, windowSeconds: 3_600, refusal: tooMany });

  /** The claim this upload token opens (the same token as the upload page's), or 403: a wrong token and a wrong claim look alike. */
  const tokenClaim = async (request: Request) => {
    const id = parseInput(claimId, request.params.id);
    const state = await currentMandates(deps, id).catch(() => undefined);
    const token = request.get('x-upload-token');
    if (!state || (await deps.uploadLinkClaim(token, state.claim.practiceNumber)) !== id) throw LINK_REFUSED();
    return state;
  };
  const ownedClaim = async (request: Request, response: Response) => {
    const id = parseInput(claimId, request.params.id);
    if (!(await deps.passengerGuard.ownsClaim(currentPassenger(response), id))) throw claimNotFound();
    return currentMandates(deps, id);
  };
  /** The co-passenger's own link: its claim and passenger, while it is the passenger's latest link. */
  const linkedPassenger = async (request: Request) => {
    const link = verifySigningLinkToken(request.get(SIGNING_LINK_HEADER), deps.signingLinkKey, new Date());
    const state = link && (await currentMandates(deps, link.claimId).catch(() => undefined));
    if (!link || !state || state.links.get(link.passengerId) !== link.version) throw LINK_REFUSED();
    return { state, passengerId: link.passengerId };
  };
  const sign = async (request: Request, response: Response, id: number, practiceNumber: string, via: SignedVia) => {
    // Counted once the claim is known to be the caller's: a stranger cannot use up a claim's signings.
    await signingsPerClaim.consume(`claim-${id}`);
    const body = parseInput(signMandateBody, request.body);
    // The practice number, never a name or address: metadata is not encrypted.
    const actor = eventMetadata(request, { kind: 'passenger', id: practiceNumber });
    response.status(201).set('Cache-Control', 'no-store').json(await signMandate(deps, actor, { claimId: id, body, signerIp: clientAddress(request), via }));
  };

  router.get('/api/flight-checks/:id/mandates', async (request, response) => {
    response.set('Cache-Control', 'no-store').json(mandatesView(await tokenClaim(request), deps.company, new Date()));
  });
  router.post('/api/flight-checks/:id/mandates', signingsPerIp, async (request, response) => {
    const state = await tokenClaim(request);
    await sign(request, response, state.claim.id, state.claim.practiceNumber, 'contact_session');
  });
  router.get('/api/passenger/claims/:id/mandates', deps.passengerGuard.requirePassenger, async (request, response) => {
    response.set('Cache-Control', 'private, no-store').json(mandatesView(await ownedClaim(request, response), deps.company, new Date()));
  });
  router.post('/api/passenger/claims/:id/mandates', signingsPerIp, deps.passengerGuard.requirePassenger, async (request, response) => {
    const state = await ownedClaim(request, response);
    await sign(request, response, state.claim.id, state.claim.practiceNumber, 'contact_session');
  });
  router.get('/api/mandate-signing', async (request, response) => {
    const { state, passengerId: own } = await linkedPassenger(request);
    response.set('Cache-Control', 'no-store').json(mandatesView(state, deps.company, new Date(), own));
  });
  router.post('/api/mandate-signing', signingsPerIp, async (request, response) => {
    const { state, passengerId: own } = await linkedPassenger(request);
    const asked = (request.body as { passengerId?: unknown } | undefined)?.passengerId;
    if (asked !== undefined && Number(asked) !== own) throw new HttpProblem(403, 'Firma non consentita', MANDATE_MESSAGES.ownLinkOtherPassenger);
    await sign(request, response, state.claim.id, state.claim.practiceNumber, 'own_link');
  });
  return router;
}

/** Mounted at /api/admin, behind the operators' session guard. */
export function adminMandatesRouter(deps: MandatesDeps): Router {
  const router = createRouter();

  router.get('/flight-checks/:id/mandates', async (request, response) => {
    response.json(mandatesView(await currentMandates(deps, parseInput(claimId, request.params.id)), deps.company, new Date()));
  });

  /** A new signing link e-mailed to an adult co-passenger (the first one expired or went astray); the older links end. */
  router.post('/flight-checks/:id/mandates/:passengerId/signing-link', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    await requestSigningLink(deps, eventMetadata(request, operatorActor(response)), { claimId: id, passengerId: parseInput(passengerId, request.params.passengerId) });
    response.status(202).set('Cache-Control', 'no-store').json(mandatesView(await foldMandates(deps, id), deps.company, new Date()));
  });

  /** Recomputes the stored file's SHA-256 and compares it with the one MandateSigned recorded. */
  router.get('/flight-checks/:id/mandates/:passengerId/verify', async (request, response) => {
    const state = await currentMandates(deps, parseInput(claimId, request.params.id));
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
