import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { letterQuery } from '../contracts/do-it-yourself.js';
import { currentPassenger, type PassengerGuard } from '../platform/http/passenger-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import type { RateLimits } from '../platform/http/rate-limit.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { claimNotFound } from './claim-errors.js';
import type { ClaimsDeps } from './claims-deps.js';
import { chooseDoItYourself, chooseOurService, doItYourselfLetter, doItYourselfView } from './do-it-yourself.js';
import { findUploadLink } from './read-models/claim-status.js';
import { uploadLinkClaim } from './upload-links.js';

const claimId = z.coerce.number('Pratica non trovata').int('Pratica non trovata').positive('Pratica non trovata');
/** Each letter is drawn afresh: a passenger cannot make the server draw PDFs without end. */
export const LETTERS_PER_HOUR = 20;

const LINK_REFUSED = () => new HttpProblem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.');

export interface DoItYourselfApiDeps extends Pick<ClaimsDeps, 'pool' | 'store' | 'executeCommand' | 'airports' | 'airlines' | 'uploadTokenKey' | 'mandates'> {
  passengerGuard: PassengerGuard;
  limits: RateLimits;
}

/**
 * «Fai da te, gratis»: chosen in the wizard (its upload token, as the mandate is signed there) or in
 * the passenger area; the letter and the hand-back only in the area, with the passenger's session.
 */
export function doItYourselfRouter(deps: DoItYourselfApiDeps): Router {
  const router = createRouter();
  const lettersPerClaim = deps.limits.limit({
    name: 'do-it-yourself-letters',
    limit: LETTERS_PER_HOUR,
    windowSeconds: 3_600,
    refusal: { title: 'Troppe lettere', detail: 'Hai scaricato la lettera molte volte in poco tempo: riprova tra un’ora.' },
  });
  const { passengerGuard } = deps;

  /** The claim this session's address owns, or the same 404 as for a claim that does not exist. */
  const ownedClaim = async (request: Request, response: Response) => {
    const parsed = claimId.safeParse(request.params.id);
    if (!parsed.success || !(await passengerGuard.ownsClaim(currentPassenger(response), parsed.data))) throw claimNotFound();
    const link = await findUploadLink(deps.pool, parsed.data);
    if (!link) throw claimNotFound();
    // The practice number, never the address: metadata is not encrypted.
    return { id: parsed.data, actor: eventMetadata(request, { kind: 'passenger', id: link.practiceNumber }) };
  };

  /** The claim the wizard's upload token opens, or 403: a wrong token and a wrong claim look alike. */
  const tokenClaim = async (request: Request) => {
    const parsed = claimId.safeParse(request.params.id);
    const link = parsed.success ? await findUploadLink(deps.pool, parsed.data) : undefined;
    if (!parsed.success || !link || (await uploadLinkClaim(deps.pool, request.get('x-upload-token'), link.practiceNumber, deps.uploadTokenKey)) !== parsed.data) throw LINK_REFUSED();
    return { id: parsed.data, actor: eventMetadata(request, { kind: 'passenger', id: link.practiceNumber }) };
  };

  router.post('/api/flight-checks/:id/do-it-yourself', async (request, response) => {
    const { id, actor } = await tokenClaim(request);
    response.set('Cache-Control', 'no-store').json(await chooseDoItYourself(deps, actor, id));
  });

  router.get('/api/passenger/claims/:id/do-it-yourself', passengerGuard.requirePassenger, async (request, response) => {
    const { id } = await ownedClaim(request, response);
    response.set('Cache-Control', 'private, no-store').json(await doItYourselfView(deps, id));
  });

  router.post('/api/passenger/claims/:id/do-it-yourself', passengerGuard.requirePassenger, async (request, response) => {
    const { id, actor } = await ownedClaim(request, response);
    response.set('Cache-Control', 'private, no-store').json(await chooseDoItYourself(deps, actor, id));
  });

  router.post('/api/passenger/claims/:id/our-service', passengerGuard.requirePassenger, async (request, response) => {
    const { id, actor } = await ownedClaim(request, response);
    response.set('Cache-Control', 'private, no-store').json(await chooseOurService(deps, actor, id));
  });

  router.get('/api/passenger/claims/:id/do-it-yourself/letter', passengerGuard.requirePassenger, async (request, response) => {
    const { id } = await ownedClaim(request, response);
    const { lang } = parseInput(letterQuery, request.query);
    await lettersPerClaim.consume(`claim-${id}`);
    const letter = await doItYourselfLetter(deps, id, lang, new Date());
    response
      .set({ 'Content-Disposition': `attachment; filename="${letter.fileName}"`, 'Cache-Control': 'private, no-store' })
      .type('application/pdf')
      .send(Buffer.from(letter.bytes));
  });

  return router;
}
