import type pg from 'pg';
import { rebuildProjection } from '../../../projections/rebuild.js';
import type { Projection } from '../../../projections/projection.js';
import type { RebuildProgress } from '../../contracts/projection-controls.js';
import type { EventMetadata, EventStore } from '../../platform/event-store/index.js';
import { HttpProblem } from '../../platform/http/problem.js';
import type { Logger } from '../../platform/logger.js';
import { followingFrom, recordControl } from './control-events.js';
import type { ProjectionEngine } from './projection-engine.js';

/**
 * Rebuilds run in this process, detached from the request that asked for one: the answer is 202 at
 * once, the rebuild goes on if the browser closes, and its progress is read by polling. One at a time
 * per projection here; another process's rebuild of the same one holds its lock and makes this one fail.
 */
export class RebuildJobs {
  private readonly jobs = new Map<string, RebuildProgress>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: { pool: pg.Pool; store: EventStore; engine: ProjectionEngine; logger: Logger }) {}

  progress(name: string): RebuildProgress | null {
    const job = this.jobs.get(name);
    return job ? { ...job } : null;
  }

  async start(projection: Projection, operator: { id: string; name: string }, metadata: EventMetadata): Promise<RebuildProgress> {
    const { store } = this.deps;
    if (this.jobs.get(projection.name)?.status === 'running') {
      throw new HttpProblem(409, 'Ricostruzione già in corso', `La proiezione «${projection.name}» è già in ricostruzione: attendi che finisca.`);
    }
    const job: RebuildProgress = { projection: projection.name, status: 'running', startedAt: new Date().toISOString(), finishedAt: null, events: 0, fraction: 0, operator, error: null };
    this.jobs.set(projection.name, job);
    try {
      const startedId = await recordControl(store, { type: 'ProjectionRebuildStarted', data: { projection: projection.name } }, metadata);
      const run = this.run(projection, job, metadata, startedId).finally(() => this.running.delete(run));
      this.running.add(run);
    } catch (error) {
      this.jobs.delete(projection.name);
      throw error;
    }
    return { ...job };
  }

  /** Resolves when every rebuild under way has ended (the process stopping, a test). */
  async settled(): Promise<void> {
    await Promise.all([...this.running]);
  }

  private async run(projection: Projection, job: RebuildProgress, metadata: EventMetadata, startedId: string): Promise<void> {
    const { pool, store, engine, logger } = this.deps;
    const started = Date.now();
    try {
      const head = await store.headPosition();
      const total = head === undefined ? 0 : store.distance(undefined, head);
      if (total === undefined) job.fraction = null;
      const result = await rebuildProjection(
        {
          pool,
          store,
          batchSize: engine.batchSize,
          onProgress: (events, position) => {
            job.events = events;
            if (total && head) job.fraction = Math.min(0.99, Math.max(0, 1 - (store.distance(position, head) ?? 0) / total));
          },
        },
        projection,
      );
      Object.assign(job, { status: 'completed', events: result.events, fraction: 1, finishedAt: new Date().toISOString() });
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      await recordControl(store, { type: 'ProjectionRebuilt', data: { projection: projection.name, events: result.events, position: result.position, seconds } }, followingFrom(metadata, startedId));
      // A projection stopped at a failing event, rebuilt without the failure, runs again.
      if (engine.runner?.state().find((state) => state.name === projection.name)?.status === 'failed') await engine.runner.retry(projection.name);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const elsewhere = /already running/.test(message);
      Object.assign(job, {
        status: 'failed',
        finishedAt: new Date().toISOString(),
        error: elsewhere ? 'Un’altra ricostruzione di questa proiezione è in corso in un altro processo.' : `Ricostruzione non riuscita: ${message}`,
      });
      logger.error({ projection: projection.name, err: error }, 'rebuild from the Monitoring tab failed');
      await recordControl(store, { type: 'ProjectionRebuildFailed', data: { projection: projection.name } }, followingFrom(metadata, startedId)).catch(() => {});
    }
  }
}
