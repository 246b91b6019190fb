import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Actor, EventMetadata } from '../event-store/index.js';
import { withRequestScope } from '../request-scope.js';

/** What of a client's X-Request-Id reaches the log: the characters ids are made of, this many at most. */
const CLIENT_REQUEST_ID_MAX = 64;

/**
 * The request's id: the server's own UUID, made once per request. Events take it as their correlation
 * id, so no client can choose which events look related (its X-Request-Id is only logged).
 */
export function correlationId(request: Request): string {
  const scoped = request as Request & { requestId?: string };
  scoped.requestId ??= randomUUID();
  return scoped.requestId;
}

/** The client's own X-Request-Id, cut to the characters of an id and to a bounded length; undefined when nothing is left. */
export function clientRequestId(request: IncomingMessage): string | undefined {
  const given = request.headers['x-request-id'];
  const clean = (Array.isArray(given) ? given.join(', ') : given)?.replace(/[^\w.:-]/g, '').slice(0, CLIENT_REQUEST_ID_MAX);
  return clean || undefined;
}

/**
 * Gives each request the server's id, returns it in X-Request-Id, and serves the request within its
 * scope, so every log line of the request names it (and the client's own id as clientRequestId).
 */
export const requestIds: RequestHandler = (request, response, next) => {
  const requestId = correlationId(request);
  response.set('X-Request-Id', requestId);
  withRequestScope({ requestId, clientRequestId: clientRequestId(request) }, next);
};

export function eventMetadata(request: Request, actor: Actor & { name?: string }, now = new Date()): EventMetadata {
  const id = correlationId(request);
  return { actor, correlationId: id, causationId: id, requestedAt: now.toISOString() };
}
