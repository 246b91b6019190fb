/** Message events live on the claim's stream `claim-{id}`; who wrote is also the event's actor (metadata). */
import { z } from 'zod';
import { MESSAGE_AUTHORS, type MessageAuthor } from '../contracts/messages.js';

export { MESSAGE_AUTHORS, MESSAGE_MAX_LENGTH, type MessageAuthor } from '../contracts/messages.js';

export interface MessagePostedData {
  /** The client's id of the message (or the server's when it gave none): a retried post adds nothing. */
  messageId: string;
  author: MessageAuthor;
  text: string;
  /** An operator's message the passenger is not e-mailed about (false); absent means e-mailed, as every message was before the choice. */
  alsoByEmail?: boolean;
}

export type MessageEvent = { type: 'MessagePosted'; data: MessagePostedData };

export const MESSAGE_EVENT_TYPES: readonly MessageEvent['type'][] = ['MessagePosted'];

export const messagePostedData = z.looseObject({ messageId: z.string(), author: z.enum(MESSAGE_AUTHORS), text: z.string(), alsoByEmail: z.boolean().optional() }) satisfies z.ZodType<MessagePostedData>;
