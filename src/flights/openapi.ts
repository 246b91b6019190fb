import { z } from 'zod';
import type { FlightScheduleItem } from '../contracts/flights.js';
import { recordFlightTimesBody, verifiedFlightSchema, type FlightVerificationResult, type FlightVerificationSettings } from '../contracts/verified-flight.js';
import { jsonAnswer, jsonBody, operation, problemAnswer, type ApiPaths } from '../platform/http/openapi/operations.js';
import { scheduleQuerySchema } from './api.js';
import { VERIFIED_FLIGHT_STATUSES } from '../contracts/verified-flight.js';
import type { FlightCheck } from '../contracts/flight-check.js';
import { flightCheckQuerySchema } from './flight-check-api.js';

const flight = z.object({
  id: z.string(),
  flight_number: z.string().meta({ example: 'AZ610' }),
  airline_name: z.string().nullable(),
  departure_time: z.string().nullable().meta({ example: '2025-06-01T06:50+02:00' }),
  arrival_time: z.string().nullable(),
  aircraft_type: z.string().nullable(),
}) satisfies z.ZodType<FlightScheduleItem>;

const time = z.string().nullable().meta({ description: 'ISO 8601 con il fuso dell’aeroporto', example: '2026-10-01T13:50-04:00' });
const flightCheck = z.object({
  status: z.enum(VERIFIED_FLIGHT_STATUSES),
  departureIata: z.string().nullable().meta({ example: 'FCO' }),
  arrivalIata: z.string().nullable().meta({ example: 'JFK' }),
  scheduledDeparture: time,
  actualDeparture: time,
  scheduledArrival: time,
  actualArrival: time,
  arrivalDelayMinutes: z.number().int().nullable().meta({ example: 245 }),
  operatingCarrier: z.string().nullable().meta({ example: 'AZ' }),
  assessment: z.object({
    eligibility: z.enum(['eligible', 'uncertain', 'not_eligible']),
    compensationCents: z.number().int().meta({ description: 'Per passeggero', example: 60000 }),
    feeCents: z.number().int().meta({ description: 'Il nostro compenso IVA inclusa, dovuto solo su quanto la compagnia paga', example: 18300 }),
    netCents: z.number().int().meta({ example: 41700 }),
    ruleset: z.string(),
    reasons: z.array(z.string()),
  }),
}) satisfies z.ZodType<FlightCheck>;

const ADMIN = 'Operatori: verifica del volo';
const claimPath = z.object({ id: z.coerce.number().int().positive() });
const settings = z.object({ providerConfigured: z.boolean() }) satisfies z.ZodType<FlightVerificationSettings>;
const verificationResult = z.object({ claimId: z.number().int(), version: z.number().int(), verifiedFlight: verifiedFlightSchema }) satisfies z.ZodType<FlightVerificationResult>;
const ifMatch = z.object({ 'if-match': z.string().optional().meta({ description: 'La versione della pratica letta (come in ETag): 409 se nel frattempo è cambiata' }) });

export const FLIGHTS_OPENAPI: ApiPaths = {
  '/api/flights/schedules': {
    get: operation('Aeroporti e voli', 'public', {
      summary: 'I voli di un giorno tra due aeroporti',
      requestParams: { query: scheduleQuerySchema },
      responses: { '200': jsonAnswer('I voli (vuoto: nessun volo quel giorno)', z.array(flight)), '502': { ...problemAnswer(502), description: 'Il servizio orari non ha risposto: inserire il volo a mano' } },
      problems: [429],
    }),
  },
  '/api/flights/status': {
    get: operation('Aeroporti e voli', 'public', {
      summary: 'Controlla un volo per numero e data: gli orari effettivi e quanto spetta a ciascun passeggero',
      requestParams: { query: flightCheckQuerySchema },
      responses: { '200': jsonAnswer('Il volo e la prima valutazione, per passeggero', flightCheck) },
      problems: [404, 429, 503],
    }),
  },
  '/api/flights/status-service': {
    get: operation('Aeroporti e voli', 'public', {
      summary: 'Se il controllo per numero di volo è disponibile (servizio dati voli configurato)',
      responses: { '200': jsonAnswer('Disponibilità', z.object({ available: z.boolean() })) },
    }),
  },
  '/api/admin/flight-verification': {
    get: operation(ADMIN, 'operator', {
      summary: 'Se «Verifica volo» può interrogare il servizio dati voli (AERODATABOX_API_KEY impostata)',
      responses: { '200': jsonAnswer('Impostazioni della verifica', settings) },
    }),
  },
  '/api/admin/flight-checks/{id}/flight-verification': {
    post: operation(ADMIN, 'operator', {
      summary: 'Verifica il volo della pratica con il servizio dati voli (FlightVerified) e ne rivaluta l’idoneità',
      requestParams: { path: claimPath, header: ifMatch },
      responses: { '200': jsonAnswer('Gli orari verificati e la nuova versione della pratica (anche in ETag)', verificationResult) },
      problems: [404, 409, 422, 424],
    }),
  },
  '/api/admin/flight-checks/{id}/flight-times': {
    post: operation(ADMIN, 'operator', {
      summary: 'Registra a mano gli orari effettivi del volo (FlightTimesRecorded) e ne rivaluta l’idoneità',
      requestParams: { path: claimPath, header: ifMatch },
      requestBody: jsonBody(recordFlightTimesBody),
      responses: { '200': jsonAnswer('Gli orari registrati e la nuova versione della pratica (anche in ETag)', verificationResult) },
      problems: [404, 409],
    }),
  },
};
