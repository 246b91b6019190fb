import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';
import type { Logger } from '../platform/logger.js';
import { FlightProviderError, type ScheduleProvider } from './schedule-provider.js';

const iataCode = (airport: string) =>
  z
    .string({ error: `Indica il codice IATA dell'aeroporto di ${airport} (3 lettere, es. FCO)` })
    .trim()
    .regex(/^[A-Za-z]{3}$/, `Il codice IATA dell'aeroporto di ${airport} deve avere esattamente 3 lettere (es. FCO)`)
    .transform((code) => code.toUpperCase());

export const scheduleQuerySchema = z
  .object({
    dep_iata: iataCode('partenza'),
    arr_iata: iataCode('arrivo'),
    date: z
      .string({ error: 'Indica la data del volo (AAAA-MM-GG)' })
      .trim()
      .pipe(z.iso.date({ error: 'La data del volo deve essere una data reale nel formato AAAA-MM-GG' })),
  })
  .refine((query) => query.dep_iata !== query.arr_iata, {
    path: ['arr_iata'],
    error: "L'aeroporto di arrivo deve essere diverso da quello di partenza",
  });

/**
 * GET /api/flights/schedules?dep_iata=&arr_iata=&date= — the flights of that day between the two
 * airports (wizard step 3). A provider failure is a 502 'Errore nella ricerca voli', never a 500,
 * and never an empty list: "no flights on this route" and "we could not ask" must stay distinct.
 */
export function flightsRouter({ provider, logger, perIp }: { provider: ScheduleProvider; logger: Logger; perIp: RequestHandler }): Router {
  const router = createRouter();
  router.get('/api/flights/schedules', perIp, async (request, response) => {
    const query = parseInput(scheduleQuerySchema, request.query);
    const search = { departureIata: query.dep_iata, arrivalIata: query.arr_iata, date: query.date };
    try {
      response.json(await provider.findFlights(search));
    } catch (error) {
      if (!(error instanceof FlightProviderError)) throw error;
      logger.warn({ err: error, provider: provider.name, endpoint: error.endpoint, statusCode: error.statusCode, ...search }, 'flight schedule search failed');
      throw new HttpProblem(502, 'Errore nella ricerca voli', 'Il servizio orari voli non è disponibile in questo momento: inserisci il numero di volo manualmente.');
    }
  });
  return router;
}
