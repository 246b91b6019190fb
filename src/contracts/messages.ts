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
