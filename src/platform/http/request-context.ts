import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Actor, EventMetadata } from '../../event-store/index.js';
import { withRequestId } from '../request-scope.js';

const REQUEST_ID = /^[\w-]{8,64}$/;

/** The request's id, from X-Request-Id when it looks like one, so a client's retries correlate. */
export function correlationId(request: Request): string {
  const known = (request as Request & { requestId?: string }).requestId;
  if (known) return known;
  const given = request.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Gives each request its id once (the client's X-Request-Id when it looks like one), returns it in
 * X-Request-Id, and serves the request within its scope, so every log line of the request names it.
 */
export const requestIds: RequestHandler = (request, response, next) => {
  const requestId = correlationId(request);
  (request as Request & { requestId?: string }).requestId = requestId;
  response.set('X-Request-Id', requestId);
  withRequestId(requestId, next);
};

export function eventMetadata(request: Request, actor: Actor & { name?: string }, now = new Date()): EventMetadata {
  const id = correlationId(request);
  return { actor, correlationId: id, causationId: id, requestedAt: now.toISOString() };
}
