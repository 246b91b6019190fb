import type { Redis } from 'ioredis';
import { claimIdOfStream } from '../claims/contract.js';
import type { RecordedEvent } from '../event-store/index.js';
import { enqueueReactor, QueueUnavailableError } from '../platform/queue/enqueue-reactor.js';
import type { Reactor } from '../../projections/projection.js';
import type { EmailTrigger } from './email-events.js';
import type { ClaimEmailJob } from './outbound/outbound-job.js';
import type { OutboundQueue } from './outbound/outbound-queue.js';

const TRIGGERS = new Set<string>(['EmailRequested', 'ClaimSubmitted', 'ClaimStatusChanged', 'DocumentsCompleted', 'MessagePosted', 'SilenceUpdateRequested', 'InvoiceIssued', 'PayoutSent', 'MandateSigningLinkRequested', 'BankDetailsLinkSent', 'BankDetailsProvided'] satisfies EmailTrigger[]);

export function toEmailJob(event: RecordedEvent): { name: string; data: ClaimEmailJob } | undefined {
  const claimId = claimIdOfStream(event.stream);
  if (!TRIGGERS.has(event.type) || claimId === undefined) return undefined;
  // Ids only: the job sits in Redis (its failures for a month), the worker reads the event from the store.
  return { name: event.type, data: { kind: 'claim-email', claimId, trigger: { type: event.type, id: event.id } } };
}

/**
 * Every e-mail the events ask for becomes a job whose id is the event id: a replay, a restart or a
 * second projector queues nothing twice. Without Redis the checkpoint waits, and so does the e-mail.
 */
export function emailDispatchReactor(redis: Redis | undefined, outbound: OutboundQueue): Reactor {
  if (!redis || !outbound.queue) {
    return {
      kind: 'reactor',
      name: 'email_dispatch',
      handles: (event) => toEmailJob(event) !== undefined,
      async react(event) {
        if (toEmailJob(event)) throw new QueueUnavailableError('Redis is not configured');
      },
    };
  }
  return enqueueReactor({ name: 'email_dispatch', queue: outbound.queue, connection: redis, toJob: toEmailJob, jobOptions: outbound.jobOptions });
}
