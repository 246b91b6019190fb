import { z } from 'zod';
import { airlineEditBody, claimsAddressBody, type AirlineDetail, type AirlineList, type AirlineReportCard, type AirlineView } from '../contracts/admin-airlines.js';
import type { AirlineRecord, FlightNumberCarrier } from '../contracts/airlines.js';
import { jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { iataCode, listQuery } from './admin-api.js';
import { carrierQuery, recordPath } from './public-api.js';

const ADMIN = 'Operatori: compagnie aeree';
const nullableText = z.string().nullable();

const airline = z
  .object({
    iataCode: z.string().meta({ example: 'FR' }),
    icaoCode: nullableText,
    name: z.string().meta({ example: 'Ryanair' }),
    countryCode: nullableText,
    countryName: nullableText,
    isEu: z.boolean(),
    datasetIsEu: z.boolean(),
    euOverride: z.boolean().nullable(),
    claimsEmail: nullableText,
    claimsWebFormUrl: nullableText,
    pecAddress: nullableText,
    paysDirectly: z.boolean(),
    additionalClaimsEmails: z.array(z.string()),
    version: z.number().int(),
    updatedAt: nullableText,
    updatedBy: nullableText,
  })
  .meta({ id: 'Airline' }) satisfies z.ZodType<AirlineView>;
const airlineList = z.object({ items: z.array(airline), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }) satisfies z.ZodType<AirlineList>;
const airlineDetail = z.object({
  airline,
  history: z.array(
    z.object({
      version: z.number().int(),
      at: z.string(),
      actorName: z.string(),
      changes: z.array(z.object({ field: z.enum(['name', 'claimsEmail', 'claimsWebFormUrl', 'pecAddress', 'euOverride', 'paysDirectly', 'additionalClaimsEmails']), label: z.string(), from: z.unknown(), to: z.unknown() })),
    }),
  ),
}) satisfies z.ZodType<AirlineDetail>;
const reportCard = z.object({
  rows: z.array(
    z.object({
      airlineCode: z.string(),
      airlineName: nullableText,
      claimsSent: z.number().int(),
      replied: z.number().int(),
      medianDaysToAnswer: z.number().nullable(),
      acceptanceRate: z.number().nullable(),
      paymentRate: z.number().nullable(),
    }),
  ),
}) satisfies z.ZodType<AirlineReportCard>;
const carrier = z.object({ iataCode: z.string().meta({ example: 'AZ' }), name: z.string().meta({ example: 'ITA Airways' }), isEu: z.boolean(), paysDirectly: z.boolean(), claimsWebFormUrl: nullableText }) satisfies z.ZodType<FlightNumberCarrier>;
const recordNamed = { iataCode: z.string().meta({ example: 'AZ' }), airlineName: z.string().meta({ example: 'ITA Airways' }) };
const airlineRecord = z
  .discriminatedUnion('enough', [
    z.object({ ...recordNamed, enough: z.literal(false), minimumDecidedClaims: z.number().int().meta({ example: 20 }) }),
    z.object({
      ...recordNamed,
      enough: z.literal(true),
      claimsSent: z.number().int(),
      decidedClaims: z.number().int().meta({ description: 'Pratiche a cui la compagnia ha risposto (accettando, in parte o rifiutando) o che ha pagato' }),
      medianDaysToAnswer: z.number().meta({ description: 'Giorni mediani dall’invio alla prima risposta o al pagamento' }),
      paidWithoutEscalationShare: z.number().meta({ description: 'Quota (0..1) delle pratiche decise pagate senza reclamo all’organismo nazionale' }),
      medianDaysToPayment: z.number().nullable(),
    }),
  ])
  .meta({ id: 'AirlineRecord' }) satisfies z.ZodType<AirlineRecord>;
const codePath = z.object({ code: iataCode });
const ifMatch = z.object({ 'if-match': z.string().meta({ description: 'La versione della compagnia letta (ETag)', example: '"0"' }) });

export const AIRLINES_OPENAPI: ApiPaths = {
  '/api/airlines/by-flight-number': {
    get: operation('Aeroporti e voli', 'public', {
      summary: 'La compagnia di un numero di volo e se è un vettore comunitario (ambito del Reg. 261/2004)',
      requestParams: { query: carrierQuery },
      responses: { '200': jsonAnswer('La compagnia', carrier) },
      problems: [404],
    }),
  },
  '/api/airlines/{iataCode}/record': {
    get: operation('Aeroporti e voli', 'public', {
      summary: 'Come risponde la compagnia alle nostre pratiche: giorni mediani alla risposta e al pagamento, quota pagata senza reclamo (solo da 20 pratiche decise)',
      requestParams: { path: recordPath },
      responses: { '200': jsonAnswer('I dati della compagnia, o che non sono ancora abbastanza', airlineRecord) },
      problems: [404],
    }),
  },
  '/api/admin/airlines': {
    get: operation(ADMIN, 'operator', {
      summary: 'Le compagnie per codice o nome (dati OpenFlights e modifiche degli amministratori)',
      requestParams: { query: listQuery },
      responses: { '200': jsonAnswer('Una pagina di compagnie', airlineList) },
    }),
  },
  '/api/admin/airlines/report-card': {
    get: operation(ADMIN, 'operator', {
      summary: 'Pagella delle compagnie: pratiche inviate, giorni mediani alla risposta, tassi di accettazione e pagamento (solo amministratori)',
      responses: { '200': jsonAnswer('Una riga per compagnia', reportCard) },
      problems: [403],
    }),
  },
  '/api/admin/airlines/{code}': {
    get: operation(ADMIN, 'operator', {
      summary: 'Una compagnia e la storia delle sue modifiche',
      requestParams: { path: codePath },
      responses: { '200': jsonAnswer('La compagnia (versione anche in ETag)', airlineDetail) },
      problems: [404],
    }),
    patch: operation(ADMIN, 'operator', {
      summary: 'Modifica nome, contatti reclami o vettore comunitario (AirlineDetailsEdited; solo amministratori)',
      requestParams: { path: codePath, header: ifMatch },
      requestBody: jsonBody(airlineEditBody),
      responses: { '200': jsonAnswer('La compagnia modificata', airlineDetail) },
      problems: [403, 404, 409],
    }),
  },
  '/api/admin/airlines/{code}/claims-addresses': {
    post: operation(ADMIN, 'operator', {
      summary: 'Aggiunge un indirizzo a cui inviare le lettere di richiesta (AirlineClaimsAddressAdded; solo amministratori)',
      requestParams: { path: codePath },
      requestBody: jsonBody(claimsAddressBody),
      responses: { '201': jsonAnswer('La compagnia con l’indirizzo aggiunto', airlineDetail) },
      problems: [403, 404],
    }),
  },
  '/api/admin/airlines/{code}/claims-addresses/{address}': {
    delete: operation(ADMIN, 'operator', {
      summary: 'Toglie un indirizzo aggiunto (AirlineClaimsAddressRemoved; solo amministratori)',
      requestParams: { path: codePath.extend({ address: z.string().meta({ example: 'reclami@example.com' }) }) },
      responses: { '200': jsonAnswer('La compagnia senza l’indirizzo', airlineDetail) },
      problems: [403, 404],
    }),
  },
};
