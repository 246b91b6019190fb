import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { LAST_EVENT_ID_QUERY, LIVE_CLAIM_EVENT, type LiveClaimUpdate } from '../contracts/live.js';
import type { Position } from '../platform/event-store/index.js';
import { currentOperatorSession } from '../platform/http/operator-guard.js';
import { currentPassenger, currentPassengerSession, type PassengerGuard } from '../platform/http/passenger-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';
import { sessionKey } from '../platform/http/session-ends.js';
import type { EventStreams, StreamSession } from './event-streams.js';
import type { Audience, LiveHub } from './live-hub.js';

export interface LiveApiDeps {
  hub: Pick<LiveHub, 'subscribe'>;
  streams: EventStreams;
  /** Whether a client's Last-Event-ID is a position of this store (comparePositions accepts it). */
  isPosition(value: string): boolean;
  /** Port to the claims module: the claims of a passenger's address. */
  claimsOf(email: string): Promise<{ claimId: number }[]>;
  passengerGate: PassengerGuard;
  /**
   * Resolves once ends of sessions are being heard (or the attempt failed: the streams are all looked
   * at once it succeeds): a session that ended before is then caught by one look at it.
   */
  hearingSessionEnds(): Promise<void>;
}

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido').max(Number.MAX_SAFE_INTEGER, 'ID pratica non valido');

function lastEventIdOf(request: Request, isPosition: (value: string) => boolean): Position | undefined {
  const schema = z.object({
    lastEventId: z
      .string()
      .trim()
      .max(100, 'Last-Event-ID non valido')
      .refine((value) => value === '' || isPosition(value), 'Last-Event-ID non valido')
      .optional()
      .transform((value) => value || undefined),
  });
  const given = request.get('last-event-id') ?? request.query[LAST_EVENT_ID_QUERY];
  return parseInput(schema, { lastEventId: given }).lastEventId;
}

function openStream(deps: LiveApiDeps, request: Request, response: Response, subscription: { audience: Audience; claimIds: readonly number[]; session: StreamSession; lastEventId?: Position }): void {
  if (request.destroyed || response.closed) return; // gone while its claims were read
  let unsubscribe = () => {};
  const stream = deps.streams.start(request, response, subscription.session, () => unsubscribe());
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
  router.get('/api/passenger/events', deps.passengerGate.requirePassenger, async (request, response) => {
    const lastEventId = lastEventIdOf(request, deps.isPosition);
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
    const lastEventId = lastEventIdOf(request, deps.isPosition);
    const { id: sessionId, expiresAt } = currentOperatorSession(response);
    const session = { key: sessionKey('operator', sessionId), expiresAt };
    openStream(deps, request, response, { audience: 'operator', claimIds: [id], session, lastEventId });
  });
  return router;
}
