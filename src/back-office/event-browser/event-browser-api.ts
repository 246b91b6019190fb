import type { Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { endOf, eventBrowseQuery, startOf, type BrowsedEvent, type EventDetail, type EventPage } from '../../contracts/event-browser.js';
import type { EventStore, RecordedEvent } from '../../platform/event-store/index.js';
import { HttpProblem, parseInput } from '../../platform/http/problem.js';
import { createRouter } from '../../platform/http/router.js';
import { requireRole } from '../../platform/http/operator-guard.js';
import { describeEvent, type EventWording } from './describe-event.js';

const CORRELATED = 50;
const eventId = z.uuid('eventId: non è l’id di un evento');
const NOT_FOUND = () => new HttpProblem(404, 'Evento non trovato', 'Nessun evento con questo id.');

export interface EventBrowserDeps {
  pool: pg.Pool;
  store: EventStore;
  wording: EventWording;
}

/** Every stream's history for support staff (admin only): GET /events and GET /events/:eventId under /api/admin. */
export function eventBrowserRouter(deps: EventBrowserDeps): Router {
  const router = createRouter();
  const present = presenter(deps);

  router.get('/events', async (request, response) => {
    requireRole(response, 'admin');
    const query = parseInput(eventBrowseQuery, request.query);
    const page = await deps.store.browse(
      {
        types: query.type,
        stream: query.stream,
        from: query.from ? startOf(query.from) : undefined,
        to: query.to ? endOf(query.to) : undefined,
        actorId: query.actor,
        correlationId: query.correlation,
      },
      { cursor: query.cursor, limit: query.limit },
    );
    const answer: EventPage = { events: await present(page.events), cursor: page.cursor, ...(page.scanned ? { scanned: page.scanned } : {}) };
    response.set('Cache-Control', 'no-store').json(answer);
  });

  router.get('/events/:eventId', async (request, response) => {
    requireRole(response, 'admin');
    const parsed = eventId.safeParse(request.params.eventId);
    if (!parsed.success) throw NOT_FOUND();
    const event = await deps.store.findEvent(parsed.data.toLowerCase());
    if (!event) throw NOT_FOUND();
    const { correlationId, causationId } = event.metadata;
    const [causedBy, correlated] = await Promise.all([
      causationId && causationId !== event.id && eventId.safeParse(causationId).success ? deps.store.findEvent(causationId) : undefined,
      correlationId ? deps.store.browse({ correlationId }, { limit: CORRELATED + 1 }) : undefined,
    ]);
    const others = (correlated?.events ?? []).filter((other) => other.id !== event.id);
    const [presented, ...related] = await present([event, ...(causedBy ? [causedBy] : []), ...others.slice(0, CORRELATED)]);
    const answer: EventDetail = {
      event: { ...presented!, data: event.data, metadata: event.metadata },
      causedBy: causedBy ? related.shift()! : null,
      sameCorrelation: related,
      moreWithSameCorrelation: others.length > CORRELATED || correlated?.cursor != null,
    };
    response.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}

/** Events as the browser shows them: operators named, a line of Italian each. */
export function presenter({ wording }: Pick<EventBrowserDeps, 'wording'>) {
  return async (events: RecordedEvent[]): Promise<BrowsedEvent[]> => {
    const operatorIds = [...new Set(events.filter((event) => event.metadata.actor?.kind === 'operator').map((event) => event.metadata.actor.id))];
    const names = await wording.operatorNames(operatorIds.filter((id) => eventId.safeParse(id).success));
    return events.map((event) => {
      const actor = event.metadata.actor ?? { kind: 'system', id: 'sconosciuto' };
      const recordedName = (actor as { name?: string }).name;
      const name = actor.kind === 'operator' ? (names.get(actor.id) ?? recordedName ?? 'Operatore') : actor.kind === 'passenger' ? 'Passeggero' : `Sistema (${actor.id})`;
      return {
        id: event.id,
        stream: event.stream,
        type: event.type,
        version: Number(event.version),
        position: event.position,
        recordedAt: event.createdAt.toISOString(),
        actor: { kind: actor.kind, id: actor.id, name },
        description: describeEvent(event, wording),
        correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : null,
        causationId: typeof event.metadata.causationId === 'string' ? event.metadata.causationId : null,
        claimId: wording.claimIdOfStream(event.stream) ?? null,
      };
    });
  };
}
