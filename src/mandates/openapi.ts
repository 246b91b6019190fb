import { z } from 'zod';
import { signMandateBody, type MandateVerification } from '../contracts/mandates.js';
import { anyObject, claimIdPath, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { passengerId, SIGNING_LINK_HEADER } from './api.js';

const uploadToken = z.object({ 'x-upload-token': z.string().meta({ description: 'Il token del link di caricamento della pratica' }) });
const signingLink = z.object({ [SIGNING_LINK_HEADER]: z.string().meta({ description: 'Il token del link personale inviato per e-mail al passeggero maggiorenne (14 giorni)' }) });
const passengerPath = claimIdPath.extend({ passengerId: passengerId.meta({ example: 2 }) });
const mandates = jsonAnswer('Il testo del mandato e lo stato della firma di ogni passeggero', anyObject);
const signed = jsonAnswer('La firma registrata e il mandato firmato', anyObject);
const verification = z.object({ matches: z.boolean(), message: z.string(), expected: z.string(), actual: z.string() }) satisfies z.ZodType<MandateVerification>;

export const MANDATES_OPENAPI: ApiPaths = {
  '/api/flight-checks/{id}/mandates': {
    get: operation('Mandati', 'public', { summary: 'I mandati da firmare, con il link della pratica', requestParams: { path: claimIdPath, header: uploadToken }, responses: { '200': mandates }, problems: [403] }),
    post: operation('Mandati', 'public', {
      summary: 'Firma il proprio mandato o, come genitore o tutore, quello di un minorenne, con il link della pratica',
      requestParams: { path: claimIdPath, header: uploadToken },
      requestBody: jsonBody(signMandateBody),
      responses: { '201': signed },
      problems: [403, 409, 429],
    }),
  },
  '/api/mandate-signing': {
    get: operation('Mandati', 'public', {
      summary: 'Il mandato del passeggero a cui è stato inviato il link personale (solo il suo)',
      requestParams: { header: signingLink },
      responses: { '200': mandates },
      problems: [403],
    }),
    post: operation('Mandati', 'public', {
      summary: 'Il passeggero maggiorenne firma il proprio mandato con il link personale',
      requestParams: { header: signingLink },
      requestBody: jsonBody(signMandateBody),
      responses: { '201': signed },
      problems: [403, 409, 429],
    }),
  },
  '/api/passenger/claims/{id}/mandates': {
    get: operation('Area passeggero', 'passenger', { summary: 'I mandati di una propria pratica', requestParams: { path: claimIdPath }, responses: { '200': mandates }, problems: [404] }),
    post: operation('Area passeggero', 'passenger', {
      summary: 'Firma il proprio mandato o, come genitore o tutore, quello di un minorenne',
      requestParams: { path: claimIdPath },
      requestBody: jsonBody(signMandateBody),
      responses: { '201': signed },
      problems: [403, 404, 409, 429],
    }),
  },
  '/api/admin/flight-checks/{id}/mandates': {
    get: operation('Operatori: pratiche', 'operator', { summary: 'I mandati della pratica', requestParams: { path: claimIdPath }, responses: { '200': mandates }, problems: [404] }),
  },
  '/api/admin/flight-checks/{id}/mandates/{passengerId}/signing-link': {
    post: operation('Operatori: pratiche', 'operator', {
      summary: 'Invia di nuovo al passeggero maggiorenne il link personale per firmare (i link precedenti non valgono più)',
      requestParams: { path: passengerPath },
      responses: { '202': mandates },
      problems: [404, 409],
    }),
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
