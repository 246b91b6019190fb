import { randomUUID } from 'node:crypto';
import { claimStream } from '../claims/contract.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { emailDecider } from './email-decider.js';

/**
 * An operator's e-mail to the passenger, queued: the request's event id names the e-mail from here
 * on, and the answer waits until the claim's communications show it.
 */
export function requestEmail(deps: { executeCommand: ExecuteCommand }) {
  return async (actor: EventMetadata, input: { claimId: number; subject: string; message: string }): Promise<{ id: string; status: 'queued' }> => {
    const emailRequestId = randomUUID();
    await deps.executeCommand({
      stream: claimStream(input.claimId),
      decider: emailDecider,
      command: { type: 'RequestEmail', emailRequestId, subject: input.subject, message: input.message },
      metadata: actor,
      readModels: ['claim_communications'],
      eventIds: [emailRequestId],
    });
    return { id: emailRequestId, status: 'queued' };
  };
}
