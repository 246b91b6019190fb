import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Actor, EventMetadata } from '../../event-store/index.js';

const REQUEST_ID = /^[\w-]{8,64}$/;

/** The request's id, from X-Request-Id when it looks like one, so a client's retries correlate. */
export function correlationId(request: Request): string {
  const given = request.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

export function eventMetadata(request: Request, actor: Actor & { name?: string }, now = new Date()): EventMetadata {
  const id = correlationId(request);
  return { actor, correlationId: id, causationId: id, requestedAt: now.toISOString() };
}
