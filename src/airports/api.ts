import type { Router } from 'express';
import { z } from 'zod';
import type { Queryable } from '../platform/db/pool.js';
import { parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';
import { MIN_QUERY_LENGTH, searchAirports } from './search.js';

export const airportSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Inserisci almeno 2 caratteri' })
    .trim()
    .min(MIN_QUERY_LENGTH, 'Inserisci almeno 2 caratteri')
    .max(100, 'Inserisci al massimo 100 caratteri'),
});

/** GET /api/airports/search?q= — up to 5 suggestions, best first (calculator and claim wizard). */
export function airportsRouter({ pool }: { pool: Queryable }): Router {
  const router = createRouter();
  router.get('/api/airports/search', async (request, response) => {
    const { q } = parseInput(airportSearchQuerySchema, request.query);
    response.json(await searchAirports(pool, q));
  });
  return router;
}
