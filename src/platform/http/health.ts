import { createRouter } from './router.js';
import type { Router } from 'express';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { EventStore } from '../../event-store/index.js';
import type { HandlerState } from '../../../projections/runner.js';
import { readProjectionStatus, type ProjectionStatus } from '../../../projections/status.js';
import { queueState } from '../queue/redis-connection.js';

export interface HealthSources {
  pool: pg.Pool;
  store: EventStore;
  postgresSource: string;
  redis?: { source: string; producer: Redis };
  /** BullMQ queues whose depth and failed jobs health reports, under this key prefix. */
  queues?: { names: string[]; prefix: string };
  /** This process's view of the handlers it runs, when it runs any. */
  localHandlers?: () => HandlerState[];
  startedAt: Date;
}

type Check = { status: 'up' | 'down'; error?: string };
type JobCounts = { name: string; waiting: number; active: number; delayed: number; failed: number };

const COUNT_TIMEOUT_MS = 1_000;

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await probe();
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  }
}

/**
 * GET /api/health: 200 while claims can be taken (database and event store up), with the state of
 * every read model and of the queue; 503 when they cannot.
 */
export function healthRouter(sources: HealthSources): Router {
  const router = createRouter();
  const queues = sources.redis && sources.queues ? sources.queues.names.map((name) => new Queue(name, { connection: sources.redis!.producer, prefix: sources.queues!.prefix })) : [];
  const jobCounts = async (): Promise<JobCounts[]> => {
    const counting = Promise.all(queues.map(async (queue) => ({ name: queue.name, ...(await queue.getJobCounts('waiting', 'active', 'delayed', 'failed')) }) as JobCounts));
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), COUNT_TIMEOUT_MS).unref());
    return Promise.race([counting, timeout]).catch(() => []);
  };
  router.get('/api/health', async (_request, response) => {
    const [database, eventStore] = await Promise.all([check(() => sources.pool.query('SELECT 1')), check(() => sources.store.ping())]);
    let readModels: (ProjectionStatus & { local?: HandlerState })[] = [];
    if (database.status === 'up' && eventStore.status === 'up') {
      const local = new Map((sources.localHandlers?.() ?? []).map((state) => [state.name, state]));
      readModels = (await readProjectionStatus(sources.pool, sources.store)).map((status) => ({ ...status, local: local.get(status.name) }));
    }
    const queue = queueState(sources.redis?.producer);
    const serving = database.status === 'up' && eventStore.status === 'up';
    const healthy = serving && queue === 'up' && readModels.every((model) => !model.failure);
    response.status(serving ? 200 : 503).json({
      status: healthy ? 'ok' : serving ? 'degraded' : 'down',
      uptimeSeconds: Math.round((Date.now() - sources.startedAt.getTime()) / 1000),
      database: { ...database, source: sources.postgresSource },
      eventStore: { ...eventStore, kind: sources.store.kind },
      readModels,
      queue: { status: queue, source: sources.redis?.source ?? null, jobs: queue === 'up' ? await jobCounts() : [] },
    });
  });
  return router;
}
