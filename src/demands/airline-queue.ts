import { Queue, Worker } from 'bullmq';
import { JOB_RETENTION } from '../platform/queue/enqueue-reactor.js';
import { createWorkerConnection } from '../platform/queue/redis-connection.js';
import type { DemandsDeps } from './deps.js';
import { openDispatchIds } from './dispatches.js';
import { processDispatch } from './send-letter.js';

export const AIRLINE_LETTERS_QUEUE = 'airline-letters';

/** Ids only: the job sits in Redis; the worker reads the request from airline_dispatches and the claim from its stream. */
export interface AirlineLetterJob {
  dispatchId: string;
}

/** Queues a sending; without Redis it is done within the request. The job id is the request's: a second add is a no-op. */
export function airlineLetterQueue(deps: DemandsDeps) {
  if (!deps.redis) {
    return {
      async enqueue(dispatchId: string) {
        await processDispatch(deps, dispatchId, { made: 0, allowed: 1 });
      },
      close: async () => {},
    };
  }
  const queue = new Queue<AirlineLetterJob>(AIRLINE_LETTERS_QUEUE, { connection: deps.redis.producer, prefix: deps.queue.prefix });
  queue.on('error', () => {});
  return {
    async enqueue(dispatchId: string) {
      await queue.add('send', { dispatchId }, { jobId: dispatchId, attempts: deps.queue.attempts, backoff: { type: 'exponential', delay: deps.queue.backoffMs }, ...JOB_RETENTION });
    },
    close: () => queue.close(),
  };
}

/**
 * Sends the letters queued. On start it queues again the requests left open (Redis lost its jobs, say):
 * their ids are the jobs', and a request already sent is passed over, so nothing goes twice.
 */
export function startAirlineLetterWorker(deps: DemandsDeps & { redis: NonNullable<DemandsDeps['redis']> }, queue: { enqueue(dispatchId: string): Promise<void> }): () => Promise<void> {
  void openDispatchIds(deps.pool)
    .then((ids) => Promise.all(ids.map((id) => queue.enqueue(id))))
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'open letters to airlines not queued again'));
  const connection = createWorkerConnection(deps.redis.url);
  const worker = new Worker<AirlineLetterJob>(
    AIRLINE_LETTERS_QUEUE,
    (job) => processDispatch(deps, job.data.dispatchId, { made: job.attemptsMade, allowed: job.opts.attempts ?? 1 }),
    { connection, prefix: deps.queue.prefix, concurrency: 2, autorun: true },
  );
  worker.on('error', (error) => deps.logger.warn({ err: error }, 'airline letters worker'));
  return async () => {
    await worker.close();
    connection.disconnect();
  };
}
