import type { Trends } from '../contracts/monitoring.js';
import { trendsQuery } from './trends.js';
import { z } from 'zod';
import { CLAIM_EVENT, CLAIM_EVENTS, claimStream } from '../claims/contract.js';
import { eventBrowseQuery } from '../contracts/event-browser.js';
import { anyObject, fileAnswer, jsonAnswer, operation, type ApiPaths } from '../platform/http/openapi/operations.js';

const HISTORY = 'Operatori: eventi e proiezioni (solo amministratori)';

/** The example event, worded as the event browser words it: by its module's catalog. */
const EXAMPLE = { type: CLAIM_EVENT.ClaimStatusChanged, data: { from: 'pending', to: 'under_review', passengerNote: null } } as const;

const browsedEvent = z.object({
  id: z.string(),
  stream: z.string().meta({ example: claimStream(1042) }),
  type: z.string().meta({ example: EXAMPLE.type }),
  version: z.number().int(),
  position: z.string(),
  recordedAt: z.string(),
  actor: z.object({ kind: z.string(), id: z.string(), name: z.string() }),
  description: z.string().meta({ example: CLAIM_EVENTS.entries[EXAMPLE.type].describe!(EXAMPLE.data) }),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
  claimId: z.number().int().nullable(),
});
const eventPage = z.object({ events: z.array(browsedEvent), cursor: z.string().nullable(), scanned: z.number().int().optional() });
const eventPath = z.object({ eventId: z.string().meta({ description: "L'id (uuid) dell'evento" }) });
const projectionPath = z.object({ name: z.string().meta({ description: 'Il nome della proiezione o del reattore', example: 'claims' }) });
const rebuildProgress = z.object({ rebuild: anyObject });

/** The event browser and the projections' controls (src/admin/event-browser, src/admin/projection-controls). */
export const BACK_OFFICE_OPENAPI: ApiPaths = {
  '/api/admin/events': {
    get: operation(HISTORY, 'operator', {
      summary: 'Gli eventi di ogni flusso, dal più recente, filtrati per tipo, flusso, date, autore o correlazione',
      description: 'Paginazione a cursore sulla posizione globale: passa `cursor` della risposta per la pagina successiva (più vecchia).',
      requestParams: { query: eventBrowseQuery },
      responses: { '200': jsonAnswer('Una pagina di eventi', eventPage) },
      problems: [403],
    }),
  },
  '/api/admin/events/{eventId}': {
    get: operation(HISTORY, 'operator', {
      summary: 'Un evento con dati e metadati, l’evento che lo ha causato e quelli della stessa correlazione',
      requestParams: { path: eventPath },
      responses: { '200': jsonAnswer("L'evento e i suoi collegamenti", anyObject) },
      problems: [403, 404],
    }),
  },
  '/api/admin/projections': {
    get: operation(HISTORY, 'operator', {
      summary: 'Ogni proiezione e reattore: checkpoint, ritardo, errore che lo ha fermato, ultima ricostruzione',
      responses: { '200': jsonAnswer('Le proiezioni', z.object({ projections: z.array(anyObject) })) },
      problems: [403],
    }),
  },
  '/api/admin/projections/{name}/rebuild': {
    post: operation(HISTORY, 'operator', {
      summary: 'Avvia la ricostruzione della proiezione (tabelle ombra e scambio), registrata come evento',
      requestParams: { path: projectionPath },
      responses: { '202': jsonAnswer('Ricostruzione avviata: segui il progresso con GET', rebuildProgress) },
      problems: [403, 404, 409],
    }),
    get: operation(HISTORY, 'operator', {
      summary: 'Il progresso dell’ultima ricostruzione avviata da questo processo',
      requestParams: { path: projectionPath },
      responses: { '200': jsonAnswer('Il progresso', rebuildProgress) },
      problems: [403, 404],
    }),
  },
  '/api/admin/projections/{name}/verify': {
    post: operation(HISTORY, 'operator', {
      summary: 'Confronta la proiezione con gli eventi e mostra le differenze, registrato come evento',
      requestParams: { path: projectionPath },
      responses: { '200': jsonAnswer('Le differenze per tabella (vuoto: identica)', anyObject) },
      problems: [403, 404],
    }),
  },
  '/api/admin/projections/{name}/retry': {
    post: operation(HISTORY, 'operator', {
      summary: 'Riprende una proiezione ferma su un errore, registrato come evento',
      requestParams: { path: projectionPath },
      responses: { '200': jsonAnswer('Ripresa', z.object({ retried: z.string() })) },
      problems: [403, 404, 409],
    }),
  },
  '/api/admin/trends': {
    get: operation('Operatori: monitoraggio', 'operator', {
      summary: 'L’andamento settimana per settimana: pratiche ricevute e decise, tasso di successo, importi recuperati e compensi, giorni mediani fino al pagamento',
      requestParams: { query: trendsQuery },
      responses: {
        '200': jsonAnswer(
          'Le settimane, dalla più vecchia',
          z.object({
            weeks: z.array(
              z.object({
                week: z.string().meta({ description: 'Il lunedì della settimana', example: '2026-11-23' }),
                submitted: z.number().int(),
                decided: z.number().int(),
                successRate: z.number().nullable(),
                recoveredCents: z.number().int(),
                feesCents: z.number().int(),
                medianDaysToPayout: z.number().int().nullable(),
              }),
            ),
          }) satisfies z.ZodType<Trends>,
        ),
      },
    }),
  },
  '/api/admin/stats': {
    get: operation('Operatori: monitoraggio', 'operator', { summary: 'I numeri del cruscotto', responses: { '200': jsonAnswer('Le statistiche', anyObject) } }),
  },
  '/admin-basic': {
    get: operation('Operatori: monitoraggio', 'operator', {
      summary: 'Pagina HTML essenziale con le ultime pratiche (funziona senza JavaScript)',
      description: 'Senza sessione rimanda al login invece di rispondere 401.',
      responses: { '200': fileAnswer('La pagina', 'text/html'), '302': { description: 'Al login' } },
    }),
  },
};
