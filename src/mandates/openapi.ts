import { z } from 'zod';
import { signMandateBody, type MandateVerification } from '../contracts/mandates.js';
import { anyObject, claimIdPath, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { passengerId } from './api.js';

const uploadToken = z.object({ 'x-upload-token': z.string().meta({ description: 'Il token del link di caricamento della pratica' }) });
const mandates = jsonAnswer('Il testo del mandato e lo stato della firma di ogni passeggero', anyObject);
const signed = jsonAnswer('La firma registrata e il mandato firmato', anyObject);
const verification = z.object({ matches: z.boolean(), message: z.string(), expected: z.string(), actual: z.string() }) satisfies z.ZodType<MandateVerification>;

export const MANDATES_OPENAPI: ApiPaths = {
  '/api/flight-checks/{id}/mandates': {
    get: operation('Mandati', 'public', { summary: 'I mandati da firmare, con il link della pratica', requestParams: { path: claimIdPath, header: uploadToken }, responses: { '200': mandates }, problems: [403] }),
    post: operation('Mandati', 'public', {
      summary: 'Firma il mandato di un passeggero, con il link della pratica',
      requestParams: { path: claimIdPath, header: uploadToken },
      requestBody: jsonBody(signMandateBody),
      responses: { '201': signed },
      problems: [403, 409, 429],
    }),
  },
  '/api/passenger/claims/{id}/mandates': {
    get: operation('Area passeggero', 'passenger', { summary: 'I mandati di una propria pratica', requestParams: { path: claimIdPath }, responses: { '200': mandates }, problems: [404] }),
    post: operation('Area passeggero', 'passenger', { summary: 'Firma il mandato di un passeggero', requestParams: { path: claimIdPath }, requestBody: jsonBody(signMandateBody), responses: { '201': signed }, problems: [404, 409, 429] }),
  },
  '/api/admin/flight-checks/{id}/mandates': {
    get: operation('Operatori: pratiche', 'operator', { summary: 'I mandati della pratica', requestParams: { path: claimIdPath }, responses: { '200': mandates }, problems: [404] }),
  },
  '/api/admin/flight-checks/{id}/mandates/{passengerId}/verify': {
    get: operation('Operatori: pratiche', 'operator', {
      summary: "Verifica l'impronta SHA-256 del mandato firmato",
      requestParams: { path: claimIdPath.extend({ passengerId: passengerId.meta({ example: 1 }) }) },
      responses: { '200': jsonAnswer("L'impronta registrata e quella del file", verification) },
      problems: [404],
    }),
  },
};
