import type { Router } from 'express';
import { z } from 'zod';
import { airlineEditBody, claimsAddressBody } from '../contracts/admin-airlines.js';
import { ifMatchVersion } from '../platform/http/if-match.js';
import { operatorActor, requireRole } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { airlineDetail, changeClaimsAddress, editAirline, type AirlinesDeps } from './airline-commands.js';
import { airlineReportCard } from './read-models/airline-claims.js';
import { searchAirlines } from './read-models/airlines.js';

export const iataCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}$/, 'Codice IATA non valido: due lettere o cifre, per esempio FR');
export const listQuery = z.object({
  q: z.string('Ricerca non valida').trim().max(100, 'Ricerca troppo lunga').optional(),
  missingContact: z.enum(['true', 'false'], 'Filtro non valido: usa true o false').optional().transform((value) => value === 'true'),
  page: z.coerce.number('Pagina non valida').int('Pagina non valida').min(1, 'Pagina non valida').max(10_000, 'Pagina non valida').default(1),
  pageSize: z.coerce.number('Dimensione pagina non valida').int('Dimensione pagina non valida').min(1, 'Dimensione pagina non valida').max(100, 'Al massimo 100 compagnie per pagina').default(25),
});

/**
 * Mounted at /api/admin, behind the operators' session and CSRF guard. Every operator reads the
 * carriers (where a demand goes); only admins change them and read the report card.
 */
export function adminAirlinesRouter(deps: AirlinesDeps): Router {
  const router = createRouter();

  router.get('/airlines', async (request, response) => {
    response.set('Cache-Control', 'private, no-store').json(await searchAirlines(deps.pool, parseInput(listQuery, request.query)));
  });

  // Before /airlines/:code, or "report-card" would be read as a code.
  router.get('/airlines/report-card', async (_request, response) => {
    requireRole(response, 'admin');
    response.set('Cache-Control', 'private, no-store').json(await airlineReportCard(deps.pool));
  });

  router.get('/airlines/:code', async (request, response) => {
    const detail = await airlineDetail(deps, parseInput(iataCode, request.params.code));
    response.set({ 'Cache-Control': 'private, no-store', ETag: `"${detail.airline.version}"` }).json(detail);
  });

  router.patch('/airlines/:code', async (request, response) => {
    requireRole(response, 'admin');
    const code = parseInput(iataCode, request.params.code);
    const changes = parseInput(airlineEditBody, request.body ?? {});
    const detail = await editAirline(deps, eventMetadata(request, operatorActor(response)), { iataCode: code, expectedVersion: ifMatchVersion(request), changes });
    response.set({ 'Cache-Control': 'private, no-store', ETag: `"${detail.airline.version}"` }).json(detail);
  });

  router.post('/airlines/:code/claims-addresses', async (request, response) => {
    requireRole(response, 'admin');
    const code = parseInput(iataCode, request.params.code);
    const { address } = parseInput(claimsAddressBody, request.body ?? {});
    const detail = await changeClaimsAddress(deps, eventMetadata(request, operatorActor(response)), { iataCode: code, address, change: 'add' });
    response.status(201).set({ 'Cache-Control': 'private, no-store', ETag: `"${detail.airline.version}"` }).json(detail);
  });

  router.delete('/airlines/:code/claims-addresses/:address', async (request, response) => {
    requireRole(response, 'admin');
    const code = parseInput(iataCode, request.params.code);
    const { address } = parseInput(claimsAddressBody, { address: request.params.address });
    const detail = await changeClaimsAddress(deps, eventMetadata(request, operatorActor(response)), { iataCode: code, address, change: 'remove' });
    response.set({ 'Cache-Control': 'private, no-store', ETag: `"${detail.airline.version}"` }).json(detail);
  });

  return router;
}
