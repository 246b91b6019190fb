import { erasureRequestSchema } from '../contracts/personal-data.js';
import { exportQuery } from './admin-api.js';
import { anyObject, claimIdPath, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';

export const PRIVACY_OPENAPI: ApiPaths = {
  '/api/admin/flight-checks/{id}/erasure': {
    post: operation('Operatori: dati personali', 'operator', {
      summary: 'Cancella i dati personali della pratica (GDPR art. 17, solo amministratori)',
      requestParams: { path: claimIdPath },
      requestBody: jsonBody(erasureRequestSchema),
      responses: { '200': jsonAnswer('Cosa è stato cancellato', anyObject) },
      problems: [403, 404, 409],
    }),
  },
  '/api/admin/flight-checks/{id}/export': {
    get: operation('Operatori: dati personali', 'operator', {
      summary: 'Esporta i dati personali della pratica (GDPR art. 15 e 20)',
      description: 'I nomi, gli indirizzi e gli identificativi degli operatori sono sostituiti da «[operatore]», salvo `operatorNames=true`.',
      requestParams: { path: claimIdPath, query: exportQuery },
      responses: { '200': jsonAnswer('I dati, in un file JSON', anyObject) },
      problems: [400, 404],
    }),
  },
};
