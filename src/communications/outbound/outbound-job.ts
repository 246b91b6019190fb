/** The one queue every outbound message goes through: claim e-mails, operators' notices, sign-in links and letters to airlines. */
export const OUTBOUND_QUEUE = 'emails';

/**
 * An e-mail an event on a claim's stream asks for (to the passenger, or a notice to the operators).
 * Jobs of an older release also carry the event's `trigger.data`: it is ignored, the event read from
 * the store is the same one (and, once the passenger is erased, the only one that tells so).
 */
export interface ClaimEmailJob {
  kind: 'claim-email';
  claimId: number;
  trigger: { type: string; id: string };
}

export interface SignInLinkJob {
  kind: 'sign-in-link';
  linkId: string;
}

export interface AirlineLetterJob {
  kind: 'airline-letter';
  dispatchId: string;
}

/**
 * What a job carries: its kind and ids, never personal data, since Redis keeps jobs in clear (failed
 * ones for 30 days). The worker reads the rest from where the message's owner keeps it. Jobs queued
 * before kinds existed are claim e-mails without `kind`.
 */
export type OutboundJob = ClaimEmailJob | SignInLinkJob | AirlineLetterJob;

export const kindOf = (job: OutboundJob): OutboundJob['kind'] => (job as Partial<OutboundJob>).kind ?? 'claim-email';

/** The Message-ID of a message, derived from its id: a retried send carries the same one. */
export const messageIdOf = (job: OutboundJob) => {
  if (job.kind === 'sign-in-link') return messageIdFor(`sign-in-${job.linkId}`);
  if (job.kind === 'airline-letter') return messageIdFor(`airline-${job.dispatchId}`);
  return messageIdFor(job.trigger.id);
};

export const messageIdFor = (id: string) => `<${id}@rimborsovolo24.it>`;

/** Every message's retries: the configured attempts, exponential back-off from the configured delay. */
export const retryPolicy = (config: { EMAIL_ATTEMPTS: number; EMAIL_BACKOFF_MS: number }) => ({
  attempts: config.EMAIL_ATTEMPTS,
  backoff: { type: 'exponential' as const, delay: config.EMAIL_BACKOFF_MS },
});
