import { z } from 'zod';
import { LETTER_LANGUAGES, letterQuery, type DoItYourselfView } from '../contracts/do-it-yourself.js';
import { claimIdPath, fileAnswer, jsonAnswer, operation, type ApiPaths } from '../platform/http/openapi/operations.js';

const AREA = 'Area passeggero';
const uploadToken = z.object({ 'x-upload-token': z.string().meta({ description: 'Il token del link di caricamento della pratica (quello della procedura guidata)' }) });
const view = z
  .object({
    offer: z.object({ carrierName: z.string(), claimsWebFormUrl: z.string().nullable() }).nullable(),
    since: z.string().nullable(),
    answerDueOn: z.string().nullable(),
    enforcementBody: z.object({ shortName: z.string(), complaintUrl: z.string() }).nullable(),
    letterLinks: z.object(Object.fromEntries(LETTER_LANGUAGES.map((language) => [language, z.string()])) as Record<(typeof LETTER_LANGUAGES)[number], z.ZodString>).nullable(),
  })
  .meta({ id: 'DoItYourself', description: '«Fai da te, gratis»: offerto se la compagnia paga direttamente chi reclama da sé' }) satisfies z.ZodType<DoItYourselfView>;

export const DO_IT_YOURSELF_OPENAPI: ApiPaths = {
  '/api/flight-checks/{id}/do-it-yourself': {
    post: operation('Richieste di rimborso', 'public', {
      summary: 'Il passeggero sceglie il fai da te gratuito dalla procedura guidata: nessun mandato, nessun compenso',
      requestParams: { path: claimIdPath, header: uploadToken },
      responses: { '200': jsonAnswer('Il fai da te della pratica', view) },
      problems: [403, 409, 422],
    }),
  },
  '/api/passenger/claims/{id}/do-it-yourself': {
    get: operation(AREA, 'passenger', { summary: 'Il fai da te di una propria pratica: offerto, scelto, la lettera e la scadenza', requestParams: { path: claimIdPath }, responses: { '200': jsonAnswer('Il fai da te', view) }, problems: [404] }),
    post: operation(AREA, 'passenger', { summary: 'Sceglie il fai da te gratuito per una propria pratica', requestParams: { path: claimIdPath }, responses: { '200': jsonAnswer('Il fai da te', view) }, problems: [404, 409, 422] }),
  },
  '/api/passenger/claims/{id}/our-service': {
    post: operation(AREA, 'passenger', {
      summary: '«Ci pensiamo noi»: il passeggero ci affida la pratica che seguiva da sé (poi il mandato e il compenso solo se la compagnia paga)',
      requestParams: { path: claimIdPath },
      responses: { '200': jsonAnswer('Il fai da te, ora concluso', view) },
      problems: [404, 409],
    }),
  },
  '/api/passenger/claims/{id}/do-it-yourself/letter': {
    get: operation(AREA, 'passenger', {
      summary: 'La lettera da inviare alla compagnia (PDF, italiano o inglese)',
      requestParams: { path: claimIdPath, query: letterQuery },
      responses: { '200': fileAnswer('La lettera', 'application/pdf') },
      problems: [404, 409, 429],
    }),
  },
};
