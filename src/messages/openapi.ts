import { z } from 'zod';
import { MESSAGE_AUTHORS, postMessageBody, type ClaimMessages } from '../contracts/messages.js';
import { claimIdPath, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';

const thread = z
  .object({ messages: z.array(z.object({ id: z.string(), author: z.enum(MESSAGE_AUTHORS), authorName: z.string().nullable(), text: z.string(), createdAt: z.string() })) })
  .meta({ id: 'ClaimMessages', description: 'I messaggi, dal più vecchio' }) satisfies z.ZodType<ClaimMessages>;

export const MESSAGES_OPENAPI: ApiPaths = {
  '/api/admin/flight-checks/{id}/messages': {
    get: operation('Operatori: pratiche', 'operator', { summary: 'I messaggi tra passeggero e operatori', requestParams: { path: claimIdPath }, responses: { '200': jsonAnswer('La conversazione', thread) }, problems: [404] }),
    post: operation('Operatori: pratiche', 'operator', {
      summary: 'Scrive un messaggio al passeggero',
      description: 'Lo stesso `messageId` ripetuto aggiunge un solo messaggio.',
      requestParams: { path: claimIdPath },
      requestBody: jsonBody(postMessageBody),
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
