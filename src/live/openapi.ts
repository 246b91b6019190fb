import { z } from 'zod';
import { claimIdPath, fileAnswer, operation, type ApiPaths } from '../platform/http/openapi/operations.js';

const resume = {
  query: z.object({ lastEventId: z.string().max(100).optional().meta({ description: "Riprende dopo quest'evento (in alternativa l'intestazione Last-Event-ID)" }) }),
};
const stream = fileAnswer("Server-sent events: `claim` con `{ claimId }` a ogni cambiamento di una pratica", 'text/event-stream');

export const LIVE_OPENAPI: ApiPaths = {
  '/api/passenger/events': {
    get: operation('Area passeggero', 'passenger', { summary: 'Aggiornamenti in diretta delle proprie pratiche', requestParams: resume, responses: { '200': stream } }),
  },
  '/api/admin/flight-checks/{id}/events': {
    get: operation('Operatori: pratiche', 'operator', { summary: 'Aggiornamenti in diretta di una pratica', requestParams: { ...resume, path: claimIdPath }, responses: { '200': stream } }),
  },
};
