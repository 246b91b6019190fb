import { randomUUID } from 'node:crypto';
import { CLAIM_EVENT, claimNotFound, claimStream } from '../claims/contract.js';
import type { ClaimMessages, MessageAuthor } from '../contracts/messages.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { deterministicUuid } from '../platform/ids.js';
import type { MessagesDeps } from './deps.js';
import { messagesDecider } from './messages-decider.js';
import { listMessages } from './read-models/claim-messages.js';

export type MessageCommandDeps = Pick<MessagesDeps, 'pool' | 'store' | 'executeCommand'>;

/** The event id of a message: the same claim and message id always give the same, so a retried append is a no-op. */
export const messageEventId = (claimId: number, messageId: string) => deterministicUuid(`message-posted:${claimStream(claimId)}:${messageId}`);

/** Posting to and reading a claim's thread; the answer is the thread as it is right after the write. */
export function messageCommands(deps: MessageCommandDeps) {
  return {
    async postMessage(actor: EventMetadata, input: { claimId: number; author: MessageAuthor; text: string; messageId?: string; alsoByEmail?: boolean }): Promise<ClaimMessages> {
      const messageId = input.messageId ?? randomUUID();
      await deps.executeCommand({
        stream: claimStream(input.claimId),
        decider: messagesDecider,
        command: { type: 'PostMessage', messageId, author: input.author, text: input.text, alsoByEmail: input.alsoByEmail },
        metadata: actor,
        readModels: ['claim_messages'],
        eventIds: [messageEventId(input.claimId, messageId)],
      });
      return { messages: await listMessages(deps.pool, input.claimId) };
    },

    /** The thread; 404 for a claim that does not exist. */
    async thread(claimId: number): Promise<ClaimMessages> {
      const messages = await listMessages(deps.pool, claimId);
      if (messages.length === 0 && !(await claimFacts(deps, claimId))) throw claimNotFound();
      return { messages };
    },
  };
}

/** The claim's practice number from its first event (ClaimSubmitted); undefined when there is no such claim. */
export async function claimFacts(deps: Pick<MessagesDeps, 'store'>, claimId: number): Promise<{ practiceNumber: string } | undefined> {
  for await (const event of deps.store.readStream(claimStream(claimId), { toVersion: 1n })) {
    if (event.type === CLAIM_EVENT.ClaimSubmitted) return { practiceNumber: (event.data as { practiceNumber: string }).practiceNumber };
  }
  return undefined;
}

export type MessageCommands = ReturnType<typeof messageCommands>;
