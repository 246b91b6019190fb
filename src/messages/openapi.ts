import { z } from 'zod';
import { MESSAGE_AUTHORS, operatorMessageBody, postMessageBody, type ClaimMessages, type MessageInbox } from '../contracts/messages.js';
import { claimIdPath, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';

const thread = z
  .object({ messages: z.array(z.object({ id: z.string(), author: z.enum(MESSAGE_AUTHORS), authorName: z.string().nullable(), text: z.string(), createdAt: z.string() })) })
  .meta({ id: 'ClaimMessages', description: 'I messaggi, dal più vecchio' }) satisfies z.ZodType<ClaimMessages>;

const inbox = z.object({
  items: z.array(
    z.object({
      claimId: z.number().int(),
      practiceNumber: z.string(),
      passengerName: z.string(),
      assignedTo: z.string().nullable(),
      waitingSince: z.string(),
      answerBy: z.string().meta({ description: 'Entro quando rispondere: due giorni lavorativi dal primo messaggio senza risposta' }),
      unanswered: z.number().int(),
      excerpt: z.string(),
    }),
  ),
  total: z.number().int(),
}) satisfies z.ZodType<MessageInbox>;

export const MESSAGES_OPENAPI: ApiPaths = {
  '/api/admin/inbox': {
    get: operation('Operatori: pratiche', 'operator', {
      summary: 'I passeggeri che aspettano una risposta, su tutte le pratiche, dal più vecchio',
      responses: { '200': jsonAnswer('Le pratiche in attesa di risposta (le prime 100) e quante sono', inbox) },
    }),
  },
  '/api/admin/flight-checks/{id}/messages': {
    get: operation('Operatori: pratiche', 'operator', { summary: 'I messaggi tra passeggero e operatori', requestParams: { path: claimIdPath }, responses: { '200': jsonAnswer('La conversazione', thread) }, problems: [404] }),
    post: operation('Operatori: pratiche', 'operator', {
      summary: 'Scrive un messaggio al passeggero',
      description: 'Lo stesso `messageId` ripetuto aggiunge un solo messaggio. Con `alsoByEmail` false il passeggero lo legge nella sua area, senza l’email che lo annuncia.',
      requestParams: { path: claimIdPath },
      requestBody: jsonBody(operatorMessageBody),
      responses: { '201': jsonAnswer('La conversazione', thread) },
      problems: [404],
    }),
  },
  '/api/passenger/claims/{id}/messages': {
    get: operation('Area passeggero', 'passenger', { summary: 'I messaggi di una propria pratica', requestParams: { path: claimIdPath }, responses: { '200': jsonAnswer('La conversazione', thread) }, problems: [404] }),
    post: operation('Area passeggero', 'passenger', {
      summary: 'Scrive agli operatori su una propria pratica',
      requestParams: { path: claimIdPath },
      requestBody: jsonBody(postMessageBody),
      responses: { '201': jsonAnswer('La conversazione', thread) },
      problems: [404, 429],
    }),
  },
};
