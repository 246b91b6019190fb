import { Worker, type Job } from 'bullmq';
import type pg from 'pg';
import { claimDecider } from '../claims/claim-decider.js';
import { handleCommand, foldStream } from '../event-store/command-handler.js';
import type { EventStore } from '../event-store/index.js';
import { deterministicUuid } from '../platform/ids.js';
import type { Logger } from '../platform/logger.js';
import { createWorkerConnection } from '../platform/queue/redis-connection.js';
import { composeEmail, type ComposeContext } from './compose-email.js';
import { emailDecider } from './email-decider.js';
import type { EmailTrigger } from './email-events.js';
import type { MailTransport } from './mail-transport.js';
import { renderEmail, renderEmailUncached } from './rendering/index.js';

export const EMAIL_QUEUE = 'emails';

export interface EmailJob {
  claimId: number;
  trigger: { type: EmailTrigger; id: string; data: unknown };
}

export interface EmailWorkerDeps {
  pool: pg.Pool;
  store: EventStore;
  transport: MailTransport;
  logger: Logger;
  secretKey: string;
  publicUrl: string;
}

const system = () => ({ actor: { kind: 'system' as const, id: 'email-worker' }, correlationId: '', causationId: '', requestedAt: new Date().toISOString() });

/**
 * One e-mail per job: skipped if the claim's stream already says it was sent or failed (a retry
 * after a crash, a replayed job), otherwise rendered, sent, and recorded as EmailSent; after the
 * last attempt, EmailFailed with the reason.
 */
export async function processEmailJob(job: Pick<Job<EmailJob>, 'data' | 'attemptsMade' | 'opts'>, deps: EmailWorkerDeps): Promise<'sent' | 'already_settled' | 'not_due' | 'failed'> {
  const { claimId, trigger } = job.data;
  const stream = `claim-${claimId}`;
  const [{ state: email }, { state: claim }] = await Promise.all([foldStream(deps.store, stream, emailDecider), foldStream(deps.store, stream, claimDecider)]);
  if (email.settled.has(trigger.id)) return 'already_settled';
  if (!claim.exists) throw new Error(`claim ${claimId} not found for e-mail ${trigger.id}`);
  const context: ComposeContext = { pool: deps.pool, secretKey: deps.secretKey, publicUrl: deps.publicUrl, now: new Date() };
  const composed = await composeEmail(trigger, claim, context);
  if (!composed) return 'not_due';
  const rendered = await (composed.oneOff ? renderEmailUncached : renderEmail)(composed.template, composed.values);
  const metadata = { ...system(), correlationId: trigger.id, causationId: trigger.id };
  try {
    const sent = await deps.transport.send({ to: composed.to, subject: rendered.subject, html: rendered.html, text: rendered.text, messageId: `<${trigger.id}@rimborsovolo24.it>` });
    await handleCommand(
      deps.store,
      stream,
      emailDecider,
      { type: 'RecordEmailSent', data: { emailRequestId: trigger.id, templateId: composed.templateId, templateType: composed.templateType, recipient: composed.to, subject: rendered.subject, messageId: sent.messageId } },
      metadata,
      { eventIds: [deterministicUuid(`email-sent:${trigger.id}`)] },
    );
    return 'sent';
  } catch (error) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!lastAttempt) throw error;
    deps.logger.warn({ claimId, emailRequestId: trigger.id, err: error }, 'e-mail failed after the last attempt');
    await handleCommand(
      deps.store,
      stream,
      emailDecider,
      { type: 'RecordEmailFailed', data: { emailRequestId: trigger.id, recipient: composed.to, subject: rendered.subject, reason: (error as Error).message, attempts: job.attemptsMade + 1 } },
      metadata,
      { eventIds: [deterministicUuid(`email-failed:${trigger.id}`)] },
    );
    return 'failed';
  }
}

export function startEmailWorker(redisUrl: string, options: { prefix: string; concurrency: number }, deps: EmailWorkerDeps): () => Promise<void> {
  const connection = createWorkerConnection(redisUrl);
  const worker = new Worker<EmailJob>(EMAIL_QUEUE, (job) => processEmailJob(job, deps), { connection, prefix: options.prefix, concurrency: options.concurrency, autorun: true });
  worker.on('error', (error) => deps.logger.warn({ err: error }, 'e-mail worker'));
  return async () => {
    await worker.close();
    connection.disconnect();
  };
}
