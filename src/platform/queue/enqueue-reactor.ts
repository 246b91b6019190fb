import type { JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { RecordedEvent } from '../event-store/index.js';
import type { Reactor } from '../../../projections/projection.js';

const ADD_TIMEOUT_MS = 5_000;

/**
 * Retention of every queue's jobs, here only. A finished job is kept an hour, long enough for its id to
 * turn away a replayed event; a failed one 30 days, to look into, and then it goes: nothing lingers in Redis.
 */
export const JOB_RETENTION = {
  removeOnComplete: { age: 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const satisfies JobsOptions;

export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2_000 },
};

export class QueueUnavailableError extends Error {
  constructor(detail: string) {
    super(`queue unavailable: ${detail}`);
    this.name = 'QueueUnavailableError';
  }
}

/**
 * Turns chosen events into BullMQ jobs whose id is the event id, so a replay or a retry never
 * queues the same work twice. While Redis is away it fails at once and the runner keeps its checkpoint.
 */
export function enqueueReactor<Data>(options: {
  name: string;
  queue: Queue;
  connection: Redis;
  toJob: (event: RecordedEvent) => { name: string; data: Data } | undefined;
  jobOptions?: JobsOptions;
}): Reactor {
  const { name, queue, connection, toJob } = options;
  // Retention last: no caller keeps jobs longer than the rule.
  const jobOptions = { ...DEFAULT_JOB_OPTIONS, ...options.jobOptions, ...JOB_RETENTION };
  return {
    kind: 'reactor',
    name,
    handles: (event) => toJob(event) !== undefined,
    async react(event) {
      const job = toJob(event);
      if (!job) return;
      if (connection.status !== 'ready') throw new QueueUnavailableError(`Redis connection is ${connection.status}`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new QueueUnavailableError(`no answer in ${ADD_TIMEOUT_MS} ms`)), ADD_TIMEOUT_MS);
      });
      try {
        await Promise.race([queue.add(job.name, job.data, { ...jobOptions, jobId: event.id }), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
