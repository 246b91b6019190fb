import type { Redis } from 'ioredis';
import { claimIdOfStream } from '../claims/contract.js';
import type { RecordedEvent } from '../platform/event-store/index.js';
import { enqueueReactor, QueueUnavailableError } from '../platform/queue/enqueue-reactor.js';
import type { Reactor } from '../../projections/projection.js';
import type { EventCatalog } from '../platform/events/catalog.js';
import type { ClaimEmailJob } from './outbound/outbound-job.js';
import type { OutboundQueue } from './outbound/outbound-queue.js';

/** Which events trigger an e-mail: the event catalog's. */
export type EmailTriggers = Pick<EventCatalog, 'emailTriggerTypes'>;

const jobsFor = ({ emailTriggerTypes }: EmailTriggers) => {
  // An operator's «Riprova» asks again for an e-mail that failed for good: its job is queued under the retry's id.
  const triggers = new Set([...emailTriggerTypes, 'EmailRetryRequested']);
  return (event: RecordedEvent) => toEmailJob(triggers, event);
};

function toEmailJob(triggers: ReadonlySet<string>, event: RecordedEvent): { name: string; data: ClaimEmailJob } | undefined {
  const claimId = claimIdOfStream(event.stream);
  if (!triggers.has(event.type) || claimId === undefined) return undefined;
  // Ids only: the job sits in Redis (its failures for a month), the worker reads the event from the store.
  return { name: event.type, data: { kind: 'claim-email', claimId, trigger: { type: event.type, id: event.id } } };
}

/**
 * Every e-mail the events ask for becomes a job whose id is the event id: a replay, a restart or a
 * second projector queues nothing twice. Without Redis the checkpoint waits, and so does the e-mail.
 */
export function emailDispatchReactor(redis: Redis | undefined, outbound: OutboundQueue, catalog: EmailTriggers): Reactor {
  const toEmailJob = jobsFor(catalog);
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
