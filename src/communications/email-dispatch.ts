import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { claimIdOfStream } from '../claims/contract.js';
import type { RecordedEvent } from '../event-store/index.js';
import { enqueueReactor, QueueUnavailableError } from '../platform/queue/enqueue-reactor.js';
import type { Reactor } from '../../projections/projection.js';
import type { EmailTrigger } from './email-events.js';
import { EMAIL_QUEUE, type EmailJob } from './email-worker.js';

const TRIGGERS = new Set<string>(['EmailRequested', 'ClaimSubmitted', 'ClaimStatusChanged', 'DocumentsCompleted', 'MessagePosted', 'SilenceUpdateRequested', 'InvoiceIssued', 'PayoutSent', 'MandateSigningLinkRequested', 'BankDetailsLinkSent', 'BankDetailsProvided'] satisfies EmailTrigger[]);

export function toEmailJob(event: RecordedEvent): { name: string; data: EmailJob } | undefined {
  const claimId = claimIdOfStream(event.stream);
  if (!TRIGGERS.has(event.type) || claimId === undefined) return undefined;
  // Ids only: the job sits in Redis (its failures for a month), the worker reads the event from the store.
  return { name: event.type, data: { claimId, trigger: { type: event.type as EmailTrigger, id: event.id } } };
}

/**
 * Every e-mail the events ask for becomes a job whose id is the event id: a replay, a restart or a
 * second projector queues nothing twice. Without Redis the checkpoint waits, and so does the e-mail.
 */
export function emailDispatchReactor(
  redis: Redis | undefined,
  options: { prefix: string; attempts: number; backoffMs: number },
): { reactor: Reactor; queue?: Queue<EmailJob>; close: () => Promise<void> } {
  if (!redis) {
    const reactor: Reactor = {
      kind: 'reactor',
      name: 'email_dispatch',
      handles: (event) => toEmailJob(event) !== undefined,
      async react(event) {
        if (toEmailJob(event)) throw new QueueUnavailableError('Redis is not configured');
      },
    };
    return { reactor, close: async () => {} };
  }
  const queue = new Queue<EmailJob>(EMAIL_QUEUE, { connection: redis, prefix: options.prefix });
  queue.on('error', () => {});
  const reactor = enqueueReactor({
    name: 'email_dispatch',
    queue,
    connection: redis,
    toJob: toEmailJob,
    jobOptions: { attempts: options.attempts, backoff: { type: 'exponential', delay: options.backoffMs } },
  });
  return { reactor, queue, close: () => queue.close() };
}
