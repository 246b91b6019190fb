import { pipeline } from 'node:stream/promises';
import type { CookieOptions, Router } from 'express';
import { z } from 'zod';
import { openSessionBody, SIGN_IN_ACCEPTED, signInBody, type PassengerMe, type PassengerSessionOpened } from '../contracts/passenger-area.js';
import { currentPassenger } from '../platform/http/passenger-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { clientAddress, hashedKey } from '../platform/http/rate-limit.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { claimStory, claimSummaries } from './claim-view.js';
import { passengerExportArchive } from './data-export-archive.js';
import type { PassengersDeps } from './deps.js';
import { closeAllPassengerSessions, closePassengerSession, openPassengerSession, PASSENGER_SESSION_COOKIE, PASSENGER_SESSION_DAYS } from './sessions.js';
import { requestSignInLink, useLinkToken } from './sign-in.js';

const claimId = z.coerce.number('Pratica non trovata').int('Pratica non trovata').positive('Pratica non trovata');
/** Each download is recorded on the claim's stream: a passenger cannot grow it without end. */
export const EXPORTS_PER_HOUR = 10;
const CLAIM_NOT_FOUND = () => new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è tra le tue.');

export function passengerRouter(deps: PassengersDeps, enqueue: (linkId: string) => Promise<void>): Router {
  const { gate, settings, limits, logger } = deps;
  const router = createRouter();
  const requestsPerIp = limits.limit({
    name: 'passenger-sign-in-ip',
    limit: settings.signInRequestsPerHourPerIp,
    windowSeconds: 3_600,
    refusal: { title: 'Troppe richieste', detail: 'Hai chiesto troppi link di accesso in poco tempo.' },
  });
  const perAddress = limits.limit({ name: 'passenger-sign-in-email', limit: settings.signInLinksPerHourPerEmail, windowSeconds: 3_600 });
  const failures = limits.limit({
    name: 'passenger-link-failures',
    limit: settings.signInFailuresPerHourPerIp,
    windowSeconds: 3_600,
    lockSeconds: 3_600,
    refusal: { title: 'Troppi tentativi', detail: 'Troppi link non validi aperti da questa rete.' },
  });
  const exportsPerPassenger = limits.limit({
    name: 'passenger-exports',
    limit: EXPORTS_PER_HOUR,
    windowSeconds: 3_600,
    refusal: { title: 'Troppe esportazioni', detail: 'Hai scaricato i tuoi dati molte volte in poco tempo.' },
  });
  const sendLink = requestSignInLink(deps, perAddress, enqueue);
  const useToken = useLinkToken(deps);
  const cookie: CookieOptions = { httpOnly: true, sameSite: 'strict', secure: settings.secureCookies, path: '/' };

  router.post('/api/passenger/sign-in', requestsPerIp.perIp(), async (request, response) => {
    const { email } = parseInput(signInBody, request.body ?? {});
    // Answered before looking the address up: neither the body nor the time tells whether it has claims.
    response.status(202).json({ message: SIGN_IN_ACCEPTED });
    await sendLink(email).catch((error: unknown) => logger.warn({ err: error }, 'sign-in link not sent'));
  });

  router.post('/api/passenger/sessions', async (request, response) => {
    const ip = clientAddress(request);
    await failures.check(ip);
    let email: string;
    try {
      email = await useToken(parseInput(openSessionBody, request.body ?? {}).token);
    } catch (error) {
      if (error instanceof HttpProblem && error.status < 500) await failures.count(ip);
      throw error;
    }
    const session = await openPassengerSession(deps.pool, gate.sessionKey, email);
    response.cookie(PASSENGER_SESSION_COOKIE, session.token, { ...cookie, maxAge: PASSENGER_SESSION_DAYS * 86_400_000 });
    response.json({ csrfToken: session.csrfToken } satisfies PassengerSessionOpened);
  });

  router.get('/api/passenger/me', gate.requirePassenger, async (_request, response) => {
    const { email } = currentPassenger(response);
    const claims = await deps.claims.claimsOf(email);
    const me: PassengerMe = { email, csrfToken: response.locals.passengerCsrfToken as string, claims: await claimSummaries(deps, claims.map((claim) => claim.claimId)) };
    response.set('Cache-Control', 'private, no-store').json(me);
  });

  router.post('/api/passenger/sign-out', gate.requirePassenger, async (request, response) => {
    await closePassengerSession(deps.pool, gate.sessionKey, request.cookies?.[PASSENGER_SESSION_COOKIE]);
    response.clearCookie(PASSENGER_SESSION_COOKIE, cookie).status(204).end();
  });

  router.post('/api/passenger/sign-out-everywhere', gate.requirePassenger, async (_request, response) => {
    const closed = await closeAllPassengerSessions(deps.pool, currentPassenger(response).email);
    response.clearCookie(PASSENGER_SESSION_COOKIE, cookie).json({ closed });
  });

  /** The claim of this session's address, or the same 404 for another address's claim and an unknown id. */
  const ownedClaim = async (response: Parameters<typeof currentPassenger>[0], id: unknown) => {
    const parsed = claimId.safeParse(id);
    if (!parsed.success) throw CLAIM_NOT_FOUND();
    const owned = (await deps.claims.claimsOf(currentPassenger(response).email)).find((claim) => claim.claimId === parsed.data);
    if (!owned) throw CLAIM_NOT_FOUND();
    return owned;
  };

  router.get('/api/passenger/claims/:id', gate.requirePassenger, async (request, response) => {
    const owned = await ownedClaim(response, request.params.id);
    const story = await claimStory(deps, owned.claimId, new Date());
    if (!story) throw CLAIM_NOT_FOUND();
    response.set('Cache-Control', 'private, no-store').json(story);
  });

  router.get('/api/passenger/claims/:id/export', gate.requirePassenger, async (request, response) => {
    const owned = await ownedClaim(response, request.params.id);
    await exportsPerPassenger.consume(hashedKey(currentPassenger(response).email));
    // The passenger acting on this claim: its practice number, never the address (metadata is not encrypted).
    const { fileName, archive } = await passengerExportArchive(deps, eventMetadata(request, { kind: 'passenger', id: owned.practiceNumber }), owned.claimId);
    response.set({ 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' }).type('application/zip');
    await pipeline(archive, response).catch((error: unknown) => logger.warn({ err: error }, 'passenger data export cut short'));
  });

  return router;
}
