import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { Router } from 'express';
import { z } from 'zod';
import { LAST_EVENT_ID_QUERY, LIVE_CLAIM_EVENT, type LiveClaimUpdate } from '../contracts/live.js';
import type { Position } from '../platform/event-store/index.js';
import type { EarlyRoute } from '../platform/http/early-routes.js';
import { currentOperatorSession, type OperatorGuard } from '../platform/http/operator-guard.js';
import { currentPassenger, currentPassengerSession, type PassengerGuard, type PassengerSessionLookup } from '../platform/http/passenger-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { clientRequestId } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { sessionKey } from '../platform/http/session-ends.js';
import { withRequestScope } from '../platform/request-scope.js';
import type { EventStreams, StreamSession } from './event-streams.js';
import type { Audience, LiveHub } from './live-hub.js';

export interface LiveApiDeps {
  hub: Pick<LiveHub, 'subscribe'>;
  streams: EventStreams;
  /** Whether a client's Last-Event-ID is a position of this store (comparePositions accepts it). */
  isPosition(value: string): boolean;
  /** Port to the claims module: the claims of a passenger's address. */
  claimsOf(email: string): Promise<{ claimId: number }[]>;
  passengerGate: Pick<PassengerGuard, 'requirePassenger'> & PassengerSessionLookup;
  operatorGate: Pick<OperatorGuard, 'fullSessionOf'>;
  /**
   * Resolves once ends of sessions are being heard (or the attempt failed: the streams are all looked
   * at once it succeeds): a session that ended before is then caught by one look at it.
   */
  hearingSessionEnds(): Promise<void>;
}

const PASSENGER_EVENTS = '/api/passenger/events';
const OPERATOR_EVENTS = /^\/api\/admin\/flight-checks\/(\d+)\/events$/;
/** Of the headers helmet sets on every answer, the one that concerns a stream (the others are for pages, and a stream renders nothing). */
const STREAM_SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido').max(Number.MAX_SAFE_INTEGER, 'ID pratica non valido');

function lastEventIdSchema(isPosition: (value: string) => boolean) {
  return z.object({
    lastEventId: z
      .string()
      .trim()
      .max(100, 'Last-Event-ID non valido')
      .refine((value) => value === '' || isPosition(value), 'Last-Event-ID non valido')
      .optional()
      .transform((value) => value || undefined),
  });
}

/** The client's Last-Event-ID: its header, or the query parameter for clients that cannot set it (express's query parser is node's querystring). */
const givenLastEventId = (request: IncomingMessage, query: Record<string, unknown>) => request.headers['last-event-id'] ?? query[LAST_EVENT_ID_QUERY];

interface Subscription {
  audience: Audience;
  claimIds: readonly number[];
  session: StreamSession;
  lastEventId?: Position;
}

function openStream(deps: LiveApiDeps, request: IncomingMessage, response: ServerResponse, subscription: Subscription, headers?: Record<string, string>): void {
  if (request.destroyed || response.closed) return; // gone while its claims were read
  let unsubscribe = () => {};
  const stream = deps.streams.start(request, response, subscription.session, () => unsubscribe(), headers);
  unsubscribe = deps.hub.subscribe({
    audience: subscription.audience,
    claimIds: subscription.claimIds,
    lastEventId: subscription.lastEventId,
    deliver: (update) => stream.send({ id: update.position, event: LIVE_CLAIM_EVENT, data: JSON.stringify({ claimId: update.claimId } satisfies LiveClaimUpdate) }),
    baseline: (position) => stream.send({ id: position }),
  });
  // The session was checked before the stream was counted under it: an end announced in between is caught here.
  void deps.hearingSessionEnds().then(() => deps.streams.recheck([subscription.session.key]));
}

/** GET /api/passenger/events: the passenger's claims, passenger-visible changes only. */
export function passengerLiveRouter(deps: LiveApiDeps): Router {
  const router = createRouter();
  router.get(PASSENGER_EVENTS, deps.passengerGate.requirePassenger, async (request, response) => {
    const { lastEventId } = parseInput(lastEventIdSchema(deps.isPosition), { lastEventId: givenLastEventId(request, request.query) });
    const passenger = currentPassenger(response);
    const claims = await deps.claimsOf(passenger.email);
    const { id, expiresAt } = currentPassengerSession(response);
    const session = { key: sessionKey('passenger', id), expiresAt };
    openStream(deps, request, response, { audience: 'passenger', claimIds: claims.map((claim) => claim.claimId), session, lastEventId });
  });
  return router;
}

/** GET /api/admin/flight-checks/:id/events (mounted under /api/admin, behind the operators' session): every change of the claim. */
export function adminLiveRouter(deps: LiveApiDeps): Router {
  const router = createRouter();
  router.get('/flight-checks/:id/events', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const { lastEventId } = parseInput(lastEventIdSchema(deps.isPosition), { lastEventId: givenLastEventId(request, request.query) });
    const { id: sessionId, expiresAt } = currentOperatorSession(response);
    const session = { key: sessionKey('operator', sessionId), expiresAt };
    openStream(deps, request, response, { audience: 'operator', claimIds: [id], session, lastEventId });
  });
  return router;
}

/**
 * Both streams served before express: a stream holds its request and response for minutes, and
 * express gives each request and response a hidden class of its own (it swaps their prototypes),
 * which outweighed the rest of an open stream. Only a plain GET of one of the two paths, as the
 * routes above match them, is taken; it opens a stream only when the routes' own checks pass (the
 * session, as the guards find it, the claim id and Last-Event-ID, the limits). Anything else goes to
 * express, whose routes above answer it as they always have: every refusal is theirs.
 */
export function liveStreamsBeforeExpress(deps: LiveApiDeps): EarlyRoute {
  return (request, response, express) => {
    if (request.method !== 'GET' || request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined) return false;
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const operatorClaim = OPERATOR_EVENTS.exec(path)?.[1];
    if (path !== PASSENGER_EVENTS && operatorClaim === undefined) return false;
    // As express's requestIds does, but the id goes with the stream's headers (express gives its own to a request handed to it).
    const requestId = randomUUID();
    withRequestScope({ requestId, clientRequestId: clientRequestId(request) }, () => {
      const query = parseQuery(queryAt < 0 ? '' : url.slice(queryAt + 1));
      const headers = { 'X-Request-Id': requestId, ...STREAM_SECURITY_HEADERS };
      const opened = operatorClaim === undefined ? openPassengerStream(deps, request, response, query, headers) : openOperatorStream(deps, request, response, query, headers, operatorClaim);
      void opened.then(
        (done) => done || express(request, response),
        // A failure before the stream started is express's to answer (a 503, say); after, the stream is cut.
        () => (response.headersSent ? response.destroy() : express(request, response)),
      );
    });
    return true;
  };
}

async function openPassengerStream(deps: LiveApiDeps, request: IncomingMessage, response: ServerResponse, query: Record<string, unknown>, headers: Record<string, string>): Promise<boolean> {
  const given = lastEventIdSchema(deps.isPosition).safeParse({ lastEventId: givenLastEventId(request, query) });
  if (!given.success) return false;
  const found = await deps.passengerGate.sessionOf(request);
  if (!found) return false;
  const claims = await deps.claimsOf(found.passenger.email);
  const session = { key: sessionKey('passenger', found.session.id), expiresAt: found.session.expiresAt };
  return startStream(deps, request, response, { audience: 'passenger', claimIds: claims.map((claim) => claim.claimId), session, lastEventId: given.data.lastEventId }, headers);
}

async function openOperatorStream(deps: LiveApiDeps, request: IncomingMessage, response: ServerResponse, query: Record<string, unknown>, headers: Record<string, string>, claimText: string): Promise<boolean> {
  const id = claimId.safeParse(claimText);
  const given = lastEventIdSchema(deps.isPosition).safeParse({ lastEventId: givenLastEventId(request, query) });
  if (!id.success || !given.success) return false;
  const found = await deps.operatorGate.fullSessionOf(request);
  if (!found) return false;
  const session = { key: sessionKey('operator', found.id), expiresAt: found.expiresAt };
  return startStream(deps, request, response, { audience: 'operator', claimIds: [id.data], session, lastEventId: given.data.lastEventId }, headers);
}

/** Opens the stream; false when the limits refuse it (express's route then says so). */
function startStream(deps: LiveApiDeps, request: IncomingMessage, response: ServerResponse, subscription: Subscription, headers: Record<string, string>): boolean {
  try {
    openStream(deps, request, response, subscription, headers);
    return true;
  } catch (error) {
    if (error instanceof HttpProblem) return false;
    throw error;
  }
}
