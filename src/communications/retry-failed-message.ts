import type pg from 'pg';
import { claimStream } from '../claims/contract.js';
import { DomainError } from '../platform/domain-error.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { emailDecider } from './email-decider.js';
import { claimOfFailedMessage } from './read-models/failed-messages.js';

/**
 * «Riprova» on a message that failed for good: recorded on its claim's stream, which makes it due
 * again (the e-mails' reactor queues it under the retry's id); the answer waits until the list no
 * longer shows it.
 */
export function retryFailedMessage(deps: { pool: pg.Pool; executeCommand: ExecuteCommand }) {
  return async (actor: EventMetadata, input: { id: string }): Promise<{ id: string; status: 'queued' }> => {
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
