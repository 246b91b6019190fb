import { z } from 'zod';
import { openSessionBody, signInBody, type PassengerClaimStory, type PassengerMe, type PassengerSessionOpened } from '../contracts/passenger-area.js';
import { claimIdPath, fileAnswer, jsonAnswer, jsonBody, NO_CONTENT, operation, type ApiPaths } from '../platform/http/openapi/operations.js';

const TAG = 'Area passeggero';
const sessionOpened = z.object({ csrfToken: z.string() }) satisfies z.ZodType<PassengerSessionOpened>;
const publicStatus = z.enum(['pending', 'in_review', 'approved', 'rejected']);
const claimSummary = z.object({
  claimId: z.number().int(),
  practiceNumber: z.string(),
  flightNumber: z.string(),
  operatingCarrier: z.string().nullable(),
  flightDate: z.string(),
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  issueType: z.string(),
  issueTypeLabel: z.string(),
  status: publicStatus,
  statusLabel: z.string(),
  estimatedCompensation: z.number().nullable(),
  lastUpdate: z.string(),
  doItYourselfSince: z.string().nullable(),
});
const me = z.object({ email: z.string().meta({ example: 'anna.bianchi@example.com' }), csrfToken: z.string(), claims: z.array(claimSummary) }) satisfies z.ZodType<PassengerMe>;
const claimStory = z.object({
  summary: claimSummary,
  passengerNote: z.string().nullable(),
  nextStep: z.object({ who: z.enum(['passenger', 'operator', 'airline']), text: z.string(), by: z.string().optional() }).nullable(),
  timeline: z.array(z.object({ id: z.string(), at: z.string(), by: z.enum(['passenger', 'operator', 'system']), title: z.string(), detail: z.string().nullable() })),
  documents: z.array(
    z.object({
      id: z.string(),
      fileTypeLabel: z.string(),
      originalName: z.string(),
      status: z.enum(['pending', 'verified', 'rejected']),
      rejectionReason: z.string().nullable(),
      createdAt: z.string(),
      fileDeleted: z.boolean(),
    }),
  ),
  uploadLink: z.string().nullable(),
}) satisfies z.ZodType<PassengerClaimStory>;

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
    get: operation(TAG, 'passenger', { summary: "L'indirizzo della sessione e le sue pratiche", responses: { '200': jsonAnswer('Il passeggero e le sue pratiche', me) } }),
  },
  '/api/passenger/sign-out': {
    post: operation(TAG, 'passenger', { summary: 'Chiude questa sessione', responses: { '204': NO_CONTENT } }),
  },
  '/api/passenger/sign-out-everywhere': {
    post: operation(TAG, 'passenger', { summary: 'Chiude tutte le sessioni di questo indirizzo', responses: { '200': jsonAnswer('Quante sessioni sono state chiuse', z.object({ closed: z.number().int() })) } }),
  },
  '/api/passenger/claims/{id}': {
    get: operation(TAG, 'passenger', { summary: 'La storia di una propria pratica', requestParams: { path: claimIdPath }, responses: { '200': jsonAnswer('La pratica come la vede il passeggero', claimStory) }, problems: [404] }),
  },
  '/api/passenger/claims/{id}/export': {
    get: operation(TAG, 'passenger', {
      summary: 'Scarica i propri dati della pratica (GDPR art. 15)',
      description:
        'Un archivio ZIP con i dati in JSON, un riepilogo in PDF e i file dei documenti: solo ciò che riguarda il passeggero ed è pensato per lui (mai note interne, chiamate, nomi degli operatori, assegnazione o eventi interni). Al massimo 10 all’ora per passeggero.',
      requestParams: { path: claimIdPath },
      responses: { '200': fileAnswer('I dati, in un archivio ZIP', 'application/zip') },
      problems: [404, 429, 503],
    }),
  },
};
