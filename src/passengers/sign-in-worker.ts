import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Queryable } from '../platform/db/pool.js';
import type { Logger } from '../platform/logger.js';
import { DEFAULT_JOB_OPTIONS, JOB_RETENTION, QueueUnavailableError } from '../platform/queue/enqueue-reactor.js';
import { createWorkerConnection } from '../platform/queue/redis-connection.js';
import { redactEmailAddresses } from '../platform/security/redact.js';
import { renderSignInEmail, signInUrl, type RenderMessage } from './sign-in-email.js';
import { deleteExpiredSignInLinks, pendingSignInLink, signInToken } from './sign-in-links.js';

export const SIGN_IN_QUEUE = 'passenger-sign-in';

/** Only the link's id: Redis keeps jobs in clear, the worker reads the address from the database. */
export interface SignInJob {
  linkId: string;
}

export interface SignInMailer {
  send(mail: { to: string; subject: string; html: string; text: string; messageId: string }): Promise<{ messageId: string }>;
  close(): void;
}

export interface SignInWorkerDeps {
  db: Queryable;
  signInKey: Buffer;
  publicUrl: string;
  render: RenderMessage;
  transport: SignInMailer;
  logger: Logger;
}

const ADD_TIMEOUT_MS = 5_000;

/** The producer side: one job per link, its id the link's id (a repeated add is a no-op). */
export function signInQueue(redis: Redis | undefined, prefix: string, retry: { attempts: number; backoffMs: number }) {
  const queue = redis && new Queue<SignInJob>(SIGN_IN_QUEUE, { connection: redis, prefix });
  queue?.on('error', () => {});
  return {
    async enqueue(linkId: string) {
      if (!queue || !redis) throw new QueueUnavailableError('Redis is not configured');
      if (redis.status !== 'ready') throw new QueueUnavailableError(`Redis connection is ${redis.status}`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new QueueUnavailableError(`no answer in ${ADD_TIMEOUT_MS} ms`)), ADD_TIMEOUT_MS);
      });
      const options = { ...DEFAULT_JOB_OPTIONS, attempts: retry.attempts, backoff: { type: 'exponential', delay: retry.backoffMs }, ...JOB_RETENTION, jobId: linkId };
      try {
        await Promise.race([queue.add('sign-in-link', { linkId }, options), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => queue?.close(),
  };
}

/**
 * An erasure of the address's last claim: the jobs of its links leave Redis (queued, finished or failed;
 * a job being sent right now is locked and left: its e-mail is found in the outbox afterwards).
 */
export function signInJobsRemover(redis: Redis | undefined, prefix: string) {
  return async (linkIds: readonly string[]): Promise<number> => {
    if (!redis || linkIds.length === 0) return 0;
    const queue = new Queue<SignInJob>(SIGN_IN_QUEUE, { connection: redis, prefix });
    queue.on('error', () => {});
    try {
      let removed = 0;
      for (const linkId of linkIds) removed += await queue.remove(linkId);
      return removed;
    } finally {
      await queue.close();
    }
  };
}

/** Sends the link if it is still unused and unexpired; a link used or expired meanwhile is not sent. */
export async function processSignInJob(job: Pick<Job<SignInJob>, 'data'>, deps: SignInWorkerDeps): Promise<'sent' | 'not_due'> {
  const { linkId } = job.data;
  const link = await pendingSignInLink(deps.db, linkId);
  if (!link) return 'not_due';
  const mail = await renderSignInEmail(deps.render, signInUrl(deps.publicUrl, signInToken(deps.signInKey, linkId)));
  try {
    await deps.transport.send({ to: link.email, ...mail, messageId: `<sign-in-${linkId}@rimborsovolo24.it>` });
  } catch (error) {
    // An SMTP server's answer often quotes the recipient: the job's failure in Redis does not keep it.
    throw new Error(redactEmailAddresses((error as Error).message));
  }
  await deleteExpiredSignInLinks(deps.db).catch((error: unknown) => deps.logger.warn({ err: error }, 'expired sign-in links not deleted'));
  return 'sent';
}

export function startSignInWorker(redisUrl: string, options: { prefix: string; concurrency: number }, deps: SignInWorkerDeps): () => Promise<void> {
  const connection = createWorkerConnection(redisUrl);
  const worker = new Worker<SignInJob>(SIGN_IN_QUEUE, (job) => processSignInJob(job, deps), { connection, prefix: options.prefix, concurrency: options.concurrency, autorun: true });
  worker.on('error', (error) => deps.logger.warn({ err: error }, 'sign-in link worker'));
  return async () => {
    await worker.close();
    connection.disconnect();
  };
}
