import type { Request, Response, Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { readProjectionStatus } from '../../../projections/status.js';
import { verifyProjection } from '../../../projections/verify.js';
import type { EventHandler, Projection } from '../../../projections/projection.js';
import type { ProjectionList, ProjectionRow, VerificationView } from '../../contracts/projection-controls.js';
import type { EventStore } from '../../platform/event-store/index.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { createRouter } from '../../platform/http/router.js';
import type { Logger } from '../../platform/logger.js';
import { requireRole } from '../../platform/http/operator-guard.js';
import { eventMetadata } from '../../platform/http/request-context.js';
import { presenter } from '../event-browser/event-browser-api.js';
import type { EventWording } from '../event-browser/describe-event.js';
import { recordControl } from './control-events.js';
import { findHandler, isProjection, type ProjectionEngine } from './projection-engine.js';
import { RebuildJobs } from './rebuild-jobs.js';

const handlerName = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/);
const NOT_FOUND = () => new HttpProblem(404, 'Proiezione non trovata', 'Nessuna proiezione o reattore con questo nome.');
const REACTOR = (name: string) =>
  new HttpProblem(409, 'Operazione non possibile', `«${name}» è un reattore: le sue azioni (e-mail, code) non si ripetono, quindi non si ricostruisce né si verifica.`);

export interface ProjectionControlsDeps {
  pool: pg.Pool;
  store: EventStore;
  engine: ProjectionEngine;
  wording: EventWording;
  logger: Logger;
}

/** The Monitoring tab's projections and reactors (admin only): status, rebuild with progress, verify, retry. */
export function projectionControlsRouter(deps: ProjectionControlsDeps): { router: Router; jobs: RebuildJobs } {
  const { pool, store, engine } = deps;
  const router = createRouter();
  const jobs = new RebuildJobs(deps);
  const present = presenter(deps);

  const handlerOf = (request: Request): EventHandler => {
    const parsed = handlerName.safeParse(request.params.name);
    const handler = parsed.success ? findHandler(engine, parsed.data) : undefined;
    if (!handler) throw NOT_FOUND();
    return handler;
  };
  const projectionOf = (request: Request): Projection => {
    const handler = handlerOf(request);
    if (!isProjection(handler)) throw REACTOR(handler.name);
    return handler;
  };
  const admin = (request: Request, response: Response) => {
    const operator = requireRole(response, 'admin');
    return { operator, metadata: eventMetadata(request, { kind: 'operator', id: operator.id }) };
  };

  router.get('/projections', async (_request, response) => {
    requireRole(response, 'admin');
    const statuses = await readProjectionStatus(pool, store);
    const local = new Map((engine.runner?.state() ?? []).map((state) => [state.name, state]));
    const failedIds = statuses.map((status) => status.failure?.eventId ?? local.get(status.name)?.failedEventId).filter((id): id is string => Boolean(id));
    const failedEvents = new Map((await present((await Promise.all([...new Set(failedIds)].map((id) => store.findEvent(id)))).filter((event) => event !== undefined))).map((event) => [event.id, event]));
    const projections = statuses.map((status): ProjectionRow => {
      const here = local.get(status.name);
      const failedId = status.failure?.eventId ?? here?.failedEventId;
      return {
        ...status,
        local: here ? { status: here.status, error: here.error, failedEventId: here.failedEventId } : undefined,
        failedEvent: (failedId && failedEvents.get(failedId)) || null,
        rebuild: jobs.progress(status.name),
        runsHere: engine.runner?.runs(status.name) ?? false,
      };
    });
    const answer: ProjectionList = { projections };
    response.set('Cache-Control', 'no-store').json(answer);
  });

  router.post('/projections/:name/rebuild', async (request, response) => {
    const { operator, metadata } = admin(request, response);
    const projection = projectionOf(request);
    response.status(202).json({ rebuild: await jobs.start(projection, { id: operator.id, name: operator.name }, metadata) });
  });

  router.get('/projections/:name/rebuild', async (request, response) => {
    requireRole(response, 'admin');
    const projection = projectionOf(request);
    const rebuild = jobs.progress(projection.name);
    if (!rebuild) throw new HttpProblem(404, 'Nessuna ricostruzione', `Questo processo non ha ricostruito «${projection.name}» dal suo avvio.`);
    response.set('Cache-Control', 'no-store').json({ rebuild });
  });

  router.post('/projections/:name/verify', async (request, response) => {
    const { metadata } = admin(request, response);
    const projection = projectionOf(request);
    const verification = await verifyProjection({ pool, store, batchSize: engine.batchSize }, projection);
    const differingTables = verification.differences.map(({ table, missing, unexpected }) => ({ table, missing: missing.count, unexpected: unexpected.count }));
    await recordControl(store, { type: 'ProjectionVerified', data: { projection: projection.name, events: verification.events, position: verification.position, differingTables } }, metadata);
    const answer: VerificationView = { ...verification, verifiedAt: new Date().toISOString() };
    response.json(answer);
  });

  router.post('/projections/:name/retry', async (request, response) => {
    const { metadata } = admin(request, response);
    const handler = handlerOf(request);
    const failedEventId = engine.runner?.state().find((state) => state.name === handler.name)?.failedEventId ?? null;
    const outcome = engine.runner ? await engine.runner.retry(handler.name) : 'not_here';
    if (outcome === 'not_here') throw new HttpProblem(409, 'Operazione non possibile', 'Questo processo non esegue le proiezioni: riavvia il processo «projector» per riprendere.');
    if (outcome === 'not_stopped') throw new HttpProblem(409, 'Operazione non possibile', `«${handler.name}» non è fermo su un errore: non c’è niente da riprendere.`);
    await recordControl(store, { type: 'ProjectionRetried', data: { projection: handler.name, failedEventId } }, metadata);
    response.json({ retried: handler.name });
  });

  return { router, jobs };
}
