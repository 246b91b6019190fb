import type { Logger } from '../../platform/logger.js';
import { redactEmailAddresses } from '../../platform/security/redact.js';
import type { MailTransport, OutgoingMail } from '../mail-transport.js';
import { messageIdOf, type AirlineLetterJob } from './outbound-job.js';
import type { OutboundQueue } from './outbound-queue.js';

/** Port to the demands module: the letter a dispatch sends, and the record of how its sending went. */
export interface AirlineLetters {
  /** The letter's e-mail, or what became of the dispatch when there is nothing to send (a sending the SMTP server took is recorded on the way). */
  letterOf(dispatchId: string): Promise<{ due: true; claimId: number; channel: 'pec' | 'email'; mail: Omit<OutgoingMail, 'messageId'> } | { due: false; outcome: 'sent' | 'already_sent' | 'missing' }>;
  /** The SMTP server took the letter: from here on no retry sends it again. */
  recordSent(dispatchId: string, sent: { messageId: string; sentAt: string }): Promise<void>;
  /** An attempt failed (the reason holds no address); `final` after the last one. */
  recordFailed(dispatchId: string, reason: string, final: boolean): Promise<void>;
  /** Dispatches neither sent nor given up for a while: those a lost job left behind. */
  unsettled(): Promise<string[]>;
}

export interface AirlineLetterDeps {
  letters: AirlineLetters;
  /** Opened for each letter and closed after it: AIRLINE_PEC_URL for a PEC, AIRLINE_SMTP_URL for an e-mail, or the claim's own outbox folder. */
  transportFor(claimId: number, channel: 'pec' | 'email'): MailTransport;
  logger: Logger;
  /** When the SMTP server took the letter: now, except for `npm run demo`, which backdates its claims' steps. */
  clock?: () => Date;
}

/**
 * One attempt at a letter. A failed attempt is thrown for the queue to retry; after the last one the
 * dispatch is recorded as failed.
 */
export async function sendAirlineLetter(job: AirlineLetterJob, attempt: { made: number; allowed: number }, deps: AirlineLetterDeps): Promise<'sent' | 'already_sent' | 'failed' | 'missing'> {
  const letter = await deps.letters.letterOf(job.dispatchId);
  if (!letter.due) return letter.outcome;
  const transport = deps.transportFor(letter.claimId, letter.channel);
  let sent: { messageId: string };
  try {
    sent = await transport.send({ ...letter.mail, messageId: messageIdOf(job) });
  } catch (error) {
    const final = attempt.made + 1 >= attempt.allowed;
    // The SMTP server's answer may quote an address: neither the record nor the log keeps it.
    const reason = redactEmailAddresses((error as Error).message);
    await deps.letters.recordFailed(job.dispatchId, reason, final);
    deps.logger.warn({ claimId: letter.claimId, dispatchId: job.dispatchId, reason, final }, 'letter to the airline not sent');
    if (final) return 'failed';
    throw new Error(reason);
  } finally {
    transport.close();
  }
  await deps.letters.recordSent(job.dispatchId, { messageId: sent.messageId, sentAt: (deps.clock ?? (() => new Date()))().toISOString() });
  return 'sent';
}

/** Queues a letter; without Redis it is sent within the operator's request. */
export function airlineLetterSender(outbound: OutboundQueue, deps: AirlineLetterDeps) {
  return async (dispatchId: string): Promise<void> => {
    const job = { kind: 'airline-letter', dispatchId } as const;
    if (outbound.queue) await outbound.add(dispatchId, job);
    else await sendAirlineLetter(job, { made: 0, allowed: 1 }, deps);
  };
}
