import { z } from 'zod';
import type { Airport } from '../contracts/airports.js';
import { jsonAnswer, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { airportSearchQuerySchema } from './api.js';

const airport = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ example: 'Aeroporto di Roma-Fiumicino' }),
    iataCode: z.string().meta({ example: 'FCO' }),
    city: z.string(),
    country: z.string().meta({ example: 'Italia' }),
    countryCode: z.string().meta({ example: 'IT' }),
    latitude: z.number(),
    timeZone: z.string().meta({ description: 'Fuso orario IANA dell’aeroporto', example: 'Europe/Rome' }),
    longitude: z.number(),
  })
  .meta({ id: 'Airport' }) satisfies z.ZodType<Airport>;

export const AIRPORTS_OPENAPI: ApiPaths = {
  '/api/airports/search': {
    get: operation('Aeroporti e voli', 'public', {
      summary: 'Cerca un aeroporto per nome, città o codice IATA',
      requestParams: { query: airportSearchQuerySchema },
      responses: { '200': jsonAnswer('Fino a 5 aeroporti, dal più pertinente', z.array(airport)) },
    }),
  },
};
