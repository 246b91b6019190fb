import { z } from 'zod';
import type { FlightScheduleItem } from '../contracts/flights.js';
import { jsonAnswer, operation, problemAnswer, type ApiPaths } from '../platform/http/openapi/operations.js';
import { scheduleQuerySchema } from './api.js';

const flight = z.object({
  id: z.string(),
  flight_number: z.string().meta({ example: 'AZ610' }),
  airline_name: z.string().nullable(),
  departure_time: z.string().nullable().meta({ example: '2025-06-01T06:50+02:00' }),
  arrival_time: z.string().nullable(),
  aircraft_type: z.string().nullable(),
}) satisfies z.ZodType<FlightScheduleItem>;

export const FLIGHTS_OPENAPI: ApiPaths = {
  '/api/flights/schedules': {
    get: operation('Aeroporti e voli', 'public', {
      summary: 'I voli di un giorno tra due aeroporti',
      requestParams: { query: scheduleQuerySchema },
      responses: { '200': jsonAnswer('I voli (vuoto: nessun volo quel giorno)', z.array(flight)), '502': { ...problemAnswer(502), description: 'Il servizio orari non ha risposto: inserire il volo a mano' } },
      problems: [429],
    }),
  },
};
