import { z } from 'zod';
import { anyObject, jsonAnswer, operation, problemAnswer, type ApiPaths } from './openapi/operations.js';

const up = z.object({ status: z.enum(['up', 'down']) });
const publicHealth = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: up,
  eventStore: up,
  readModels: up,
  queue: up,
});

/** The platform's own routes: the public health check and the operators' detailed one. */
export const HEALTH_OPENAPI: ApiPaths = {
  '/api/health': {
    get: operation('Stato del servizio', 'public', {
      summary: 'Stato del servizio',
      description: 'Per i bilanciatori e i controlli di disponibilità: solo se ogni componente è attivo, senza dettagli interni.',
      responses: { '200': jsonAnswer('Le richieste possono essere accolte', publicHealth), '503': problemAnswer(503) },
    }),
  },
  '/api/admin/health': {
    get: operation('Stato del servizio', 'operator', {
      summary: 'Stato dettagliato (proiezioni, code, sorgenti)',
      responses: { '200': jsonAnswer('Ogni proiezione con checkpoint e ritardo, le code con i loro job', anyObject) },
    }),
  },
};
