import { z } from 'zod';

/** A claim's thread between its passenger and the operators (GET/POST …/messages, admin and passenger area). */
export const MESSAGE_AUTHORS = ['passenger', 'operator'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

export const MESSAGE_MAX_LENGTH = 5_000;

/**
 * POST /api/admin/flight-checks/{id}/messages and /api/passenger/claims/{id}/messages. `messageId`,
 * chosen by the client, makes a retried POST add one message.
 */
export const postMessageBody = z.object({
  text: z
    .string('Scrivi il testo del messaggio')
    .trim()
    .min(1, 'Il messaggio non può essere vuoto')
    .max(MESSAGE_MAX_LENGTH, 'Il messaggio può contenere al massimo 5.000 caratteri'),
  messageId: z.uuid('Identificativo del messaggio non valido').optional(),
});
export type PostMessageBody = z.infer<typeof postMessageBody>;

/** POST /api/admin/flight-checks/{id}/messages: the operator may keep a message to the passenger's area, without the e-mail that announces it. */
export const operatorMessageBody = postMessageBody.extend({
  alsoByEmail: z.boolean('Indica se inviare il messaggio anche per email').default(true),
});
export type OperatorMessageBody = z.infer<typeof operatorMessageBody>;

export interface ClaimMessage {
  id: string;
  author: MessageAuthor;
  /** Operators: who wrote (the passenger reads «RimborsoVolo24» and a first name); null for the passenger. */
  authorName: string | null;
  text: string;
  createdAt: string;
}

/** The thread, oldest first. */
export interface ClaimMessages {
  messages: ClaimMessage[];
}

/** The answer we promise a passenger's message: within 24-48 working hours, i.e. by the same time two working days later. */
export const ANSWER_PROMISE_WORKING_DAYS = 2;

/** GET /api/admin/inbox: a claim whose passenger wrote last and waits for an answer. */
export interface InboxItem {
  claimId: number;
  practiceNumber: string;
  passengerName: string;
  /** The operator the claim is assigned to; null when nobody is. */
  assignedTo: string | null;
  /** The first of the passenger's messages since the last answer. */
  waitingSince: string;
  /** When the answer is due by our promise (ANSWER_PROMISE_WORKING_DAYS). */
  answerBy: string;
  /** The passenger's messages since the last answer. */
  unanswered: number;
  /** The start of the latest of them. */
  excerpt: string;
}

/** The oldest waiting first; `total` counts them all (the dashboard's figure). */
export interface MessageInbox {
  items: InboxItem[];
  total: number;
}
