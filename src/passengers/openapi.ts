import { z } from 'zod';
import { openSessionBody, signInBody, type PassengerSessionOpened } from '../contracts/passenger-area.js';
import { anyObject, claimIdPath, jsonAnswer, jsonBody, NO_CONTENT, operation, type ApiPaths } from '../platform/http/openapi/operations.js';

const TAG = 'Area passeggero';
const sessionOpened = z.object({ csrfToken: z.string() }) satisfies z.ZodType<PassengerSessionOpened>;

export const PASSENGERS_OPENAPI: ApiPaths = {
  '/api/passenger/sign-in': {
    post: operation(TAG, 'public', {
      summary: "Chiede un link di accesso per l'indirizzo email",
      description: "La risposta è la stessa che l'indirizzo abbia pratiche o no.",
      requestBody: jsonBody(signInBody),
      responses: { '202': jsonAnswer('Richiesta accolta', z.object({ message: z.string() })) },
      problems: [429],
    }),
  },
  '/api/passenger/sessions': {
    post: operation(TAG, 'public', {
      summary: 'Apre una sessione con il token del link ricevuto per email',
      requestBody: jsonBody(openSessionBody),
      responses: { '200': jsonAnswer('Sessione aperta (cookie rv_passenger) e il suo token CSRF', sessionOpened) },
      problems: [403, 410, 429],
    }),
  },
  '/api/passenger/me': {
    get: operation(TAG, 'passenger', { summary: "L'indirizzo della sessione e le sue pratiche", responses: { '200': jsonAnswer('Il passeggero e le sue pratiche', anyObject) } }),
  },
  '/api/passenger/sign-out': {
    post: operation(TAG, 'passenger', { summary: 'Chiude questa sessione', responses: { '204': NO_CONTENT } }),
  },
  '/api/passenger/sign-out-everywhere': {
    post: operation(TAG, 'passenger', { summary: 'Chiude tutte le sessioni di questo indirizzo', responses: { '200': jsonAnswer('Quante sessioni sono state chiuse', z.object({ closed: z.number().int() })) } }),
  },
  '/api/passenger/claims/{id}': {
    get: operation(TAG, 'passenger', { summary: 'La storia di una propria pratica', requestParams: { path: claimIdPath }, responses: { '200': jsonAnswer('La pratica come la vede il passeggero', anyObject) }, problems: [404] }),
  },
  '/api/passenger/claims/{id}/export': {
    get: operation(TAG, 'passenger', {
      summary: 'Scarica i propri dati della pratica (GDPR art. 15 e 20)',
      requestParams: { path: claimIdPath },
      responses: { '200': jsonAnswer('I dati, in un file JSON', anyObject) },
      problems: [404],
    }),
  },
};
