import type pg from 'pg';
import { claimStream } from '../claims/contract.js';
import type { FailedMessage } from '../contracts/failed-messages.js';
import { DomainError } from '../platform/domain-error.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { emailDecider } from './email-decider.js';
import { claimOfFailedMessage, listFailedMessages } from './read-models/failed-messages.js';

/** Port to the claims module: the practice numbers of these claims. */
export type PracticeNumbers = (claimIds: number[]) => Promise<Map<number, string>>;

/** Port to the demands module: the letters to airlines that failed for good, and their «Riprova» (undefined for an unknown id). */
export interface FailedLetters {
  list(): Promise<{ id: string; claimId: number; reason: string; failedAt: string }[]>;
  retry(actor: EventMetadata, dispatchId: string): Promise<{ id: string; status: 'queued' } | undefined>;
}

interface FailedMessagesDeps {
  pool: pg.Pool;
  executeCommand: ExecuteCommand;
  practiceNumbers?: PracticeNumbers;
  failedLetters?: FailedLetters;
}

/** Every message that failed for good and was not retried since, e-mails, notices and letters together, newest first. */
export function failedMessages(deps: FailedMessagesDeps) {
  return async (): Promise<FailedMessage[]> => {
    const letters = (await deps.failedLetters?.list()) ?? [];
    const messages = [...(await listFailedMessages(deps.pool)), ...letters.map((letter) => ({ ...letter, kind: 'airline-letter' as const, subject: null, attempts: null }))];
    messages.sort((a, b) => b.failedAt.localeCompare(a.failedAt));
    const numbers = deps.practiceNumbers ? await deps.practiceNumbers(messages.map((message) => message.claimId)) : new Map<number, string>();
    return messages.map((message) => ({ ...message, practiceNumber: numbers.get(message.claimId) ?? null }));
  };
}

/**
 * «Riprova» on a message that failed for good. A letter is sent again by demands. An e-mail or a notice
 * is recorded on its claim's stream, which makes it due again (the e-mails' reactor queues it under the
 * retry's id); the answer waits until the list no longer shows it.
 */
export function retryFailedMessage(deps: FailedMessagesDeps) {
  return async (actor: EventMetadata, input: { id: string }): Promise<{ id: string; status: 'queued' }> => {
    const letter = await deps.failedLetters?.retry(actor, input.id);
    if (letter) return letter;
    const claimId = await claimOfFailedMessage(deps.pool, input.id);
    if (claimId === undefined) throw new DomainError('not_found', 'Nessun messaggio non consegnato con questo identificativo', { title: 'Messaggio non trovato' });
    await deps.executeCommand({
      stream: claimStream(claimId),
      decider: emailDecider,
      command: { type: 'RetryEmail', emailRequestId: input.id },
      metadata: actor,
      readModels: ['failed_messages'],
    });
    return { id: input.id, status: 'queued' };
  };
}
