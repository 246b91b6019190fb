import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOB_RETENTION, QueueUnavailableError } from '../../platform/queue/enqueue-reactor.js';
import { OUTBOUND_QUEUE, type OutboundJob } from './outbound-job.js';

const ADD_TIMEOUT_MS = 5_000;

/**
 * One queue, but not one line: a passenger waiting for a sign-in link (valid 30 minutes) goes before
 * a letter to an airline, and both before the claims' e-mails, which a bulk action may queue by the
 * hundred. BullMQ serves jobs without a priority first, then the lower numbers.
 */
const PRIORITY: Record<OutboundJob['kind'], number | undefined> = { 'sign-in-link': undefined, 'airline-letter': 1, 'claim-email': 2 };
const withPriority = (options: JobsOptions, kind: OutboundJob['kind']): JobsOptions => (PRIORITY[kind] === undefined ? options : { ...options, priority: PRIORITY[kind] });

export interface OutboundQueue {
  /** The BullMQ queue, for the claim e-mails' reactor; undefined without Redis. */
  queue?: Queue<OutboundJob>;
  /** A claim e-mail's job options: the one retry policy, the retention and its place in the queue. */
  jobOptions: JobsOptions;
  /** Queues a message under its own id: a second add of the same message is a no-op. */
  add(jobId: string, job: Exclude<OutboundJob, { trigger: unknown }>): Promise<void>;
  close(): Promise<void>;
}

export function outboundQueue(redis: Redis | undefined, options: { prefix: string; retry: Pick<JobsOptions, 'attempts' | 'backoff'> }): OutboundQueue {
  const jobOptions: JobsOptions = { ...options.retry, ...JOB_RETENTION };
  const queue = redis && new Queue<OutboundJob>(OUTBOUND_QUEUE, { connection: redis, prefix: options.prefix });
  queue?.on('error', () => {});
  return {
    queue,
    jobOptions: withPriority(jobOptions, 'claim-email'),
    async add(jobId, job) {
      if (!queue || !redis) throw new QueueUnavailableError('Redis is not configured');
      if (redis.status !== 'ready') throw new QueueUnavailableError(`Redis connection is ${redis.status}`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new QueueUnavailableError(`no answer in ${ADD_TIMEOUT_MS} ms`)), ADD_TIMEOUT_MS);
      });
      try {
        await Promise.race([queue.add(job.kind, job, { ...withPriority(jobOptions, job.kind), jobId }), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => queue?.close(),
  };
}

/** Removes these messages' jobs (queued, finished or failed; one being sent right now is locked and left). */
export function outboundJobsRemover(redis: Redis | undefined, prefix: string) {
  return async (jobIds: readonly string[]): Promise<number> => {
    if (!redis || jobIds.length === 0) return 0;
    const queue = new Queue(OUTBOUND_QUEUE, { connection: redis, prefix });
    queue.on('error', () => {});
    try {
      let removed = 0;
      for (const jobId of jobIds) removed += await queue.remove(jobId);
      return removed;
    } finally {
      await queue.close();
    }
  };
}
