import { z } from 'zod';
import { bulkActionBody, type BulkActionResult, type ClaimList, type ClaimView, type Communication, type TimelineEntry } from '../contracts/admin-claims.js';
import type { ClaimDuplicates } from '../contracts/claim-duplicates.js';
import { submitClaimBody, type SubmittedClaim } from '../contracts/claim-submission.js';
import { ADMIN_STATUSES, COMMUNICATION_KINDS, ISSUE_TYPES, PRIORITIES } from '../contracts/claim-vocabulary.js';
import type { PracticeClaim, PracticeStatus } from '../contracts/passenger-claim.js';
import { verifiedFlightSchema } from '../contracts/verified-flight.js';
import { anyObject, fileAnswer, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { assignBody, claimId, communicationBody, editBody, exportQuery, listQuery, priorityBody, statusBody, timelineQuery } from './admin-api.js';
import { practiceNumber, statusQuery } from './public-api.js';

const PUBLIC = 'Richieste di rimborso';
const ADMIN = 'Operatori: pratiche';

const publicStatus = z.enum(['pending', 'in_review', 'approved', 'rejected']);
const submittedClaim = z.object({
  id: z.number().int(),
  practiceNumber: z.string().meta({ example: '482915' }),
  status: z.literal('pending'),
  uploadToken: z.string().meta({ description: 'Per caricare i documenti dalla pagina /carica-documenti/{practiceNumber}?t=…' }),
  doItYourself: z
    .object({ carrierName: z.string(), claimsWebFormUrl: z.string().nullable(), estimate: z.object({ compensationCents: z.number().int(), feeCents: z.number().int(), netCents: z.number().int() }).optional() })
    .nullable()
    .meta({ description: 'La compagnia paga direttamente chi reclama da sé: «Fai da te, gratis» accanto al nostro servizio; null altrimenti' }),
}) satisfies z.ZodType<SubmittedClaim>;
const practiceStatusAnswer = z.object({ practiceNumber: z.string(), status: publicStatus, lastUpdated: z.string(), uploadToken: z.string() }) satisfies z.ZodType<PracticeStatus>;
const practiceClaim = z.object({
  id: z.number().int(),
  practiceNumber: z.string(),
  passengerName: z.string(),
  flightIata: z.string().nullable(),
  flightNumber: z.string(),
  flightDate: z.string(),
  departureAirportId: z.number().int(),
  arrivalAirportId: z.number().int(),
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  status: publicStatus,
}) satisfies z.ZodType<PracticeClaim>;

const nullableText = z.string().nullable();
const claimPassenger = z.object({
  passengerId: z.number().int(),
  fullName: z.string(),
  dateOfBirth: nullableText,
  email: nullableText,
  travelledFree: z.boolean().optional().meta({ description: 'Sotto i 2 anni e senza biglietto proprio (art. 3, par. 3): nessuna compensazione, nessuna commissione' }),
});
/** A claim as operators read it (GET /api/admin/flight-checks/{id}); checked against ClaimView by the compiler. */
export const claimViewSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int().meta({ description: 'La versione dello stream: rimandala in If-Match per modificare la pratica' }),
    practiceNumber: z.string(),
    passengerName: z.string(),
    email: z.string(),
    phone: nullableText,
    flightNumber: z.string(),
    flightDate: z.string(),
    departureAirportId: z.number().int(),
    arrivalAirportId: z.number().int(),
    departureAirport: z.string(),
    arrivalAirport: z.string(),
    departureIata: nullableText,
    arrivalIata: nullableText,
    issueType: z.enum(ISSUE_TYPES),
    issueDetails: nullableText,
    ipAddress: nullableText,
    refererUrl: nullableText,
    compensationAmount: z.number().nullable(),
    delayReason: nullableText,
    adminStatus: z.enum(ADMIN_STATUSES),
    adminNotes: nullableText,
    passengerNote: nullableText,
    assignedTo: nullableText,
    assignedOperatorId: nullableText,
    priority: z.enum(PRIORITIES),
    isEligible: z.enum(['yes', 'no', 'pending']),
    estimatedCompensation: z.number().nullable(),
    communications: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    processedAt: nullableText,
    completedAt: nullableText,
    personalDataErasedAt: nullableText,
    bookingReference: nullableText,
    passengers: z.array(claimPassenger),
    flightIata: nullableText,
    airline: nullableText,
    status: nullableText,
    delayMinutes: z.number().nullable(),
    cancellationReason: nullableText,
    scheduledDeparture: nullableText,
    actualDeparture: nullableText,
    scheduledArrival: nullableText,
    actualArrival: nullableText,
    flightDataJson: z.unknown(),
    actualCompensation: z.number().nullable(),
    apiCallsCount: z.number().int(),
    lastVisibleAt: nullableText,
    silentDays: z.number().int().nullable(),
    possibleDuplicate: z.boolean().optional(),
    nextDeadline: z.object({ dueOn: z.string(), label: z.string() }).nullable().optional().meta({ description: 'Nella lista: la scadenza aperta più vicina della pratica (dalle attività)' }),
    verifiedFlight: verifiedFlightSchema.nullable(),
    operatingCarrier: nullableText,
    doItYourselfSince: nullableText.meta({ description: "Da quando il passeggero reclama da sé («Fai da te»: nessun mandato, nessun compenso); null se la pratica è nostra" }),
  })
  .meta({ id: 'ClaimView' }) satisfies z.ZodType<ClaimView>;

const claimList = z.object({
  items: z.array(claimViewSchema),
  silenceDays: z.number().int(),
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<ClaimList>;
const timelineEntry = z.object({
  version: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  at: z.string(),
  actor: z.object({ kind: z.enum(['passenger', 'operator', 'system']), id: z.string(), name: z.string() }),
  description: z.string(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), from: z.unknown(), to: z.unknown() })).optional(),
}) satisfies z.ZodType<TimelineEntry>;
const bulkResult = z.object({
  succeeded: z.array(z.object({ id: z.number().int(), practiceNumber: z.string() })),
  conflicted: z.array(z.object({ id: z.number().int(), practiceNumber: z.string(), reason: z.string() })),
  failed: z.array(z.object({ id: z.number().int(), reason: z.string() })),
}) satisfies z.ZodType<BulkActionResult>;
const duplicates = z.object({
  items: z.array(
    z.object({ claimId: z.number().int(), practiceNumber: z.string(), passengerName: z.string(), email: z.string(), flightNumber: z.string(), flightDate: z.string(), adminStatus: z.string(), createdAt: z.string() }),
  ),
}) satisfies z.ZodType<ClaimDuplicates>;

const communication = z.object({
  id: z.string(),
  type: z.enum(['email', ...COMMUNICATION_KINDS]),
  direction: z.string(),
  subject: z.string().nullable(),
  content: z.string(),
  recipient: z.string().nullable(),
  sender: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'failed', 'recorded']),
  failureReason: z.string().nullable(),
  actorKind: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Communication>;

const idPath = z.object({ id: claimId.meta({ description: 'ID della pratica', example: 1042 }) });
const ifMatch = z.object({ 'if-match': z.string().meta({ description: 'La versione letta, tra virgolette (l\'ETag della pratica)', example: '"7"' }) });
const claimAnswer = jsonAnswer('La pratica aggiornata (ETag: la sua versione)', claimViewSchema);

export const CLAIMS_OPENAPI: ApiPaths = {
  '/api/flight-checks': {
    post: operation(PUBLIC, 'public', {
      summary: 'Invia una richiesta di rimborso',
      description: "La stessa Idempotency-Key con lo stesso corpo ripete la risposta della prima richiesta; con un altro corpo risponde 422.",
      requestParams: { header: z.object({ 'idempotency-key': z.string().max(200).optional() }) },
      requestBody: jsonBody(submitClaimBody),
      responses: { '201': jsonAnswer('Richiesta registrata: il numero di pratica è del server', submittedClaim) },
      problems: [422, 429],
    }),
  },
  '/api/practice-status': {
    get: operation(PUBLIC, 'public', {
      summary: 'Stato di una pratica da email e numero di pratica',
      description: 'Un indirizzo sbagliato e un numero sbagliato ricevono lo stesso 404; limitato per indirizzo IP.',
      requestParams: { query: statusQuery },
      responses: { '200': jsonAnswer('Lo stato e un nuovo link per caricare i documenti', practiceStatusAnswer) },
      problems: [404, 429],
    }),
  },
  '/api/flight-checks/practice/{practiceNumber}': {
    get: operation(PUBLIC, 'public', {
      summary: 'La pratica come la mostra la pagina di caricamento documenti',
      requestParams: {
        path: z.object({ practiceNumber: practiceNumber.meta({ example: '482915' }) }),
        query: z.object({ t: z.string().optional().meta({ description: 'Il token del link (in alternativa l\'intestazione X-Upload-Token)' }) }),
      },
      responses: { '200': jsonAnswer('La pratica', practiceClaim) },
      problems: [403, 404],
    }),
  },
  '/api/admin/flight-checks': {
    get: operation(ADMIN, 'operator', {
      summary: 'Elenco delle pratiche',
      requestParams: { query: listQuery },
      responses: { '200': jsonAnswer('Una pagina di pratiche', claimList) },
    }),
  },
  '/api/admin/flight-checks/bulk': {
    post: operation(ADMIN, 'operator', {
      summary: 'Una stessa azione su più pratiche',
      requestBody: jsonBody(bulkActionBody),
      responses: { '200': jsonAnswer("L'esito per ogni pratica", bulkResult) },
    }),
  },
  '/api/admin/flight-checks/export.csv': {
    get: operation(ADMIN, 'operator', {
      summary: 'Esporta in CSV le pratiche filtrate',
      requestParams: { query: exportQuery },
      responses: { '200': fileAnswer('Il file CSV', 'text/csv') },
    }),
  },
  '/api/admin/flight-checks/{id}': {
    get: operation(ADMIN, 'operator', { summary: 'Una pratica', requestParams: { path: idPath }, responses: { '200': jsonAnswer('La pratica (ETag: la sua versione)', claimViewSchema) }, problems: [404] }),
    put: operation(ADMIN, 'operator', {
      summary: 'Modifica i dati di una pratica',
      requestParams: { path: idPath, header: ifMatch },
      requestBody: jsonBody(editBody),
      responses: { '200': claimAnswer },
      problems: [404, 409, 412, 428],
    }),
  },
  '/api/admin/flight-checks/{id}/status': {
    put: operation(ADMIN, 'operator', {
      summary: 'Cambia lo stato di una pratica',
      requestParams: { path: idPath, header: ifMatch },
      requestBody: jsonBody(statusBody),
      responses: { '200': claimAnswer },
      problems: [404, 409, 412, 428],
    }),
  },
  '/api/admin/flight-checks/{id}/assign': {
    put: operation(ADMIN, 'operator', { summary: 'Assegna una pratica a un operatore', requestParams: { path: idPath }, requestBody: jsonBody(assignBody), responses: { '200': claimAnswer }, problems: [400, 404, 409] }),
  },
  '/api/admin/flight-checks/{id}/priority': {
    put: operation(ADMIN, 'operator', { summary: 'Cambia la priorità di una pratica', requestParams: { path: idPath }, requestBody: jsonBody(priorityBody), responses: { '200': claimAnswer }, problems: [404, 409] }),
  },
  '/api/admin/flight-checks/{id}/revoke-upload-links': {
    post: operation(ADMIN, 'operator', { summary: 'Revoca i link di caricamento documenti inviati', requestParams: { path: idPath }, responses: { '200': claimAnswer }, problems: [404] }),
  },
  '/api/admin/flight-checks/{id}/communications': {
    get: operation(ADMIN, 'operator', { summary: 'Note, chiamate, messaggi ed email di una pratica', requestParams: { path: idPath }, responses: { '200': jsonAnswer('Dalla più recente', z.array(communication)) }, problems: [404] }),
    post: operation(ADMIN, 'operator', {
      summary: 'Registra una nota, una chiamata o un SMS',
      requestParams: { path: idPath },
      requestBody: jsonBody(communicationBody),
      responses: { '201': jsonAnswer('La comunicazione registrata', communication) },
      problems: [404],
    }),
  },
  '/api/admin/flight-checks/{id}/assessment': {
    get: operation(ADMIN, 'operator', { summary: 'La valutazione della pratica secondo il Regolamento, oggi', requestParams: { path: idPath }, responses: { '200': jsonAnswer('La valutazione', anyObject) }, problems: [404] }),
  },
  '/api/admin/flight-checks/{id}/timeline': {
    get: operation(ADMIN, 'operator', {
      summary: 'La cronologia di una pratica, o la pratica com\'era a una versione (asOf)',
      requestParams: { path: idPath, query: timelineQuery },
      responses: {
        '200': jsonAnswer(
          'Senza asOf gli eventi dal più recente; con asOf la pratica a quella versione',
          z.union([z.object({ entries: z.array(timelineEntry) }), z.object({ version: z.number().int(), claim: anyObject })]),
        ),
      },
      problems: [404],
    }),
  },
  '/api/admin/flight-checks/{id}/duplicates': {
    get: operation(ADMIN, 'operator', { summary: 'Le pratiche di cui questa può essere un doppione', requestParams: { path: idPath }, responses: { '200': jsonAnswer('Le possibili pratiche doppie', duplicates) }, problems: [404] }),
  },
  '/api/admin/flight-checks/{id}/duplicates/{otherId}/merge': {
    post: operation(ADMIN, 'operator', {
      summary: "Unisce la pratica all'altra, di cui è un doppione",
      requestParams: { path: idPath.extend({ otherId: claimId.meta({ description: 'La pratica che resta' }) }) },
      responses: { '200': claimAnswer },
      problems: [404, 409],
    }),
  },
  '/api/admin/flight-checks/{id}/duplicates/{otherId}/dismiss': {
    post: operation(ADMIN, 'operator', {
      summary: 'Le due pratiche non sono doppioni',
      requestParams: { path: idPath.extend({ otherId: claimId }) },
      responses: { '200': claimAnswer },
      problems: [404, 409],
    }),
  },
};

