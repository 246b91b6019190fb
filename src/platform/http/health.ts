import type { Router } from 'express';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { ReadModelHealth, SystemHealth } from '../../contracts/monitoring.js';
import type { EventStore } from '../event-store/index.js';
import { queueState } from '../queue/redis-connection.js';
import { createRouter } from './router.js';

/** What the monitoring reads of a read model's or reactor's checkpoint (the projection engine's status). */
export type ReadModelStatus = Omit<ReadModelHealth, 'local'>;

/** What the monitoring reads of this process's own view of a handler. */
export type LocalHandlerState = { name: string } & NonNullable<ReadModelHealth['local']>;

export interface HealthSources {
  pool: pg.Pool;
  store: EventStore;
  /** Every read model's and reactor's checkpoint against the store's head (the projection engine's status). */
  readModelStatus: () => Promise<ReadModelStatus[]>;
  postgresSource: string;
  redis?: { source: string; producer: Redis };
  /** BullMQ queues whose depth and failed jobs the details report, under this key prefix; names asked once, at the first report. */
  queues?: { names: () => readonly string[]; prefix: string };
  /** This process's view of the handlers it runs, when it runs any. */
  localHandlers?: () => LocalHandlerState[];
  startedAt: Date;
}

type Up = 'up' | 'down';
type Check = { status: Up; error?: string };
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

/** One look at every component, shared by the public summary and the operators' details. */
async function inspect(sources: HealthSources) {
  const [database, eventStore] = await Promise.all([check(() => sources.pool.query('SELECT 1')), check(() => sources.store.ping())]);
  const serving = database.status === 'up' && eventStore.status === 'up';
  let readModels: (ReadModelStatus & { local?: LocalHandlerState })[] = [];
  let readModelsError: string | undefined;
  if (serving) {
    const local = new Map((sources.localHandlers?.() ?? []).map((state) => [state.name, state]));
    try {
      readModels = (await sources.readModelStatus()).map((status) => ({ ...status, local: local.get(status.name) }));
    } catch (error) {
      readModelsError = (error as Error).message;
    }
  }
  const readModelsUp = serving && !readModelsError && readModels.every((model) => !model.failure);
  const queue = queueState(sources.redis?.producer);
  const status = !serving ? 'down' : queue === 'up' && readModelsUp ? 'ok' : 'degraded';
  return { serving, status, database, eventStore, readModels, readModelsUp, readModelsError, queue } as const;
}

/**
 * GET /api/health, for anyone (load balancers, uptime checks): 200 while claims can be taken
 * (database and event store up), 503 when they cannot, and only whether each component is up:
 * no error text, source, position or count, which would tell a stranger about the inside.
 */
export function publicHealthRouter(sources: HealthSources): Router {
  const router = createRouter();
  router.get('/api/health', async (_request, response) => {
    const health = await inspect(sources);
    const up = (value: boolean): Up => (value ? 'up' : 'down');
    response.status(health.serving ? 200 : 503).json({
      status: health.status,
      database: { status: health.database.status },
      eventStore: { status: health.eventStore.status },
      readModels: { status: up(health.readModelsUp) },
      queue: { status: up(health.queue === 'up') },
    });
  });
  return router;
}

/**
 * GET /health under /api/admin, for operators only (mounted behind the session guard): every read
 * model's checkpoint and lag, the queues' job counts, sources and errors.
 */
export function healthDetailsRouter(sources: HealthSources): Router {
  const router = createRouter();
  let queues: Queue[] | undefined;
  const jobCounts = async (): Promise<JobCounts[]> => {
    queues ??= sources.redis && sources.queues ? sources.queues.names().map((name) => new Queue(name, { connection: sources.redis!.producer, prefix: sources.queues!.prefix })) : [];
    const counting = Promise.all(
      queues.map(async (queue): Promise<JobCounts> => {
        // A job queued with a priority waits in its own list: for the operators it is waiting all the same.
        const { waiting = 0, prioritized = 0, active = 0, delayed = 0, failed = 0 } = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        return { name: queue.name, waiting: waiting + prioritized, active, delayed, failed };
      }),
    );
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), COUNT_TIMEOUT_MS).unref());
    return Promise.race([counting, timeout]).catch(() => []);
  };
  router.get('/health', async (_request, response) => {
    const health = await inspect(sources);
    const details: SystemHealth = {
      status: health.status,
      uptimeSeconds: Math.round((Date.now() - sources.startedAt.getTime()) / 1000),
      database: { ...health.database, source: sources.postgresSource },
      eventStore: { ...health.eventStore, kind: sources.store.kind },
      readModels: health.readModels,
      ...(health.readModelsError ? { readModelsError: health.readModelsError } : {}),
      queue: { status: health.queue, source: sources.redis?.source ?? null, jobs: health.queue === 'up' ? await jobCounts() : [] },
    };
    response.set('Cache-Control', 'no-store').json(details);
  });
  return router;
}
