import type { Router } from 'express';
import { z } from 'zod';
import type { FlightNumberCarrier } from '../contracts/airlines.js';
import { knownEuStatus } from '../contracts/admin-airlines.js';
import { flightNumberField } from '../contracts/claim-submission.js';
import type { Queryable } from '../platform/db/pool.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';
import { airlineByFlightNumber } from './airline-commands.js';

export const carrierQuery = z.object({ flightNumber: flightNumberField('Inserisci il numero del volo') });

/** The carrier of a flight number for the claim wizard's estimate: reference data, nothing of anyone's. */
export function publicAirlinesRouter({ pool }: { pool: Queryable }): Router {
  const router = createRouter();
  router.get('/api/airlines/by-flight-number', async (request, response) => {
    const { flightNumber } = parseInput(carrierQuery, request.query);
    const airline = await airlineByFlightNumber(pool, flightNumber);
    if (!airline) throw new HttpProblem(404, 'Compagnia non trovata', 'Nessuna compagnia aerea nota per questo numero di volo');
    const isEu = knownEuStatus(airline);
    // Without its state the carrier cannot decide the scope: the wizard asks the passenger instead.
    if (isEu === null) throw new HttpProblem(404, 'Compagnia non trovata', 'Non sappiamo in quale paese è registrata la compagnia di questo volo');
    const carrier: FlightNumberCarrier = { iataCode: airline.iataCode, name: airline.name, isEu, paysDirectly: airline.paysDirectly, claimsWebFormUrl: airline.claimsWebFormUrl };
    response.set('Cache-Control', 'public, max-age=3600').json(carrier);
  });
  return router;
}
