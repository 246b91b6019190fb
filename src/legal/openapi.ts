import { LEGAL_INFO_PATH, legalInfoSchema } from '../contracts/legal-texts.js';
import { jsonAnswer, operation, type ApiPaths } from '../platform/http/openapi/operations.js';

export const LEGAL_OPENAPI: ApiPaths = {
  [LEGAL_INFO_PATH]: {
    get: operation('Informazioni legali', 'public', {
      summary: "I dati dell'azienda e le versioni in vigore di termini, informativa privacy e cookie",
      responses: { '200': jsonAnswer('Le informazioni legali', legalInfoSchema) },
    }),
  },
};
