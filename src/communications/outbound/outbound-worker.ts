import { Worker, type Job } from 'bullmq';
import type { Queryable } from '../../platform/db/pool.js';
import type { Logger } from '../../platform/logger.js';
import { createWorkerConnection } from '../../platform/queue/redis-connection.js';
import { processEmailJob, type EmailWorkerDeps } from '../email-worker.js';
import { kindOf, OUTBOUND_QUEUE, type OutboundJob } from './outbound-job.js';
import { sendAirlineLetter, type AirlineLetterDeps } from './send-airline-letter.js';
import { sendSignInLink, type SignInMessageOf } from './send-sign-in-link.js';
import { sendingOnce } from './sent-messages.js';

export interface OutboundWorkerDeps {
  /** Where the dispatch record (outbound_sent_messages) lives. */
  db: Queryable;
  /** Claim e-mails and operators' notices; its transport (SMTP_URL or the outbox) also carries the sign-in links. */
  email: EmailWorkerDeps;
  signInMessageOf?: SignInMessageOf;
  airlineLetters?: Omit<AirlineLetterDeps, 'logger'>;
  logger: Logger;
}

/** One message per job: the composer and the transport are its kind's; whatever the kind, a message the transport took is not sent again. */
export async function processOutboundJob(job: Pick<Job<OutboundJob>, 'data' | 'attemptsMade' | 'opts'>, deps: OutboundWorkerDeps): Promise<string> {
  const data = job.data;
  const transport = sendingOnce(deps.db, deps.email.transport);
  switch (kindOf(data)) {
    case 'sign-in-link': {
      if (!('linkId' in data) || !deps.signInMessageOf) throw new Error('sign-in links need the passengers module’s port');
      return sendSignInLink({ kind: 'sign-in-link', linkId: data.linkId }, { signInMessageOf: deps.signInMessageOf, transport });
    }
    case 'airline-letter': {
      if (!('dispatchId' in data) || !deps.airlineLetters) throw new Error('letters to airlines need the demands module’s port');
      return sendAirlineLetter({ kind: 'airline-letter', dispatchId: data.dispatchId }, { made: job.attemptsMade, allowed: job.opts.attempts ?? 1 }, {
        ...deps.airlineLetters,
        transportFor: (claimId, channel) => sendingOnce(deps.db, deps.airlineLetters!.transportFor(claimId, channel)),
        logger: deps.logger,
      });
    }
    default: {
      if (!('trigger' in data)) throw new Error(`job of unknown shape in ${OUTBOUND_QUEUE}`);
      return processEmailJob({ data, attemptsMade: job.attemptsMade, opts: job.opts }, { ...deps.email, transport });
    }
  }
}

/** The only queue worker of the product: every outbound message goes through it. */
export function startOutboundWorker(redisUrl: string, options: { prefix: string; concurrency: number }, deps: OutboundWorkerDeps): () => Promise<void> {
  const connection = createWorkerConnection(redisUrl);
  const worker = new Worker<OutboundJob>(OUTBOUND_QUEUE, (job) => processOutboundJob(job, deps), { connection, prefix: options.prefix, concurrency: options.concurrency, autorun: true });
  worker.on('error', (error) => deps.logger.warn({ err: error }, 'outbound mail worker'));
  return async () => {
    await worker.close();
    connection.disconnect();
  };
}
