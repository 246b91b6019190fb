import type { Router } from 'express';
import { z } from 'zod';
import { AIRLINE_RECORD_MIN_DECIDED, type AirlineRecord, type FlightNumberCarrier } from '../contracts/airlines.js';
import { knownEuStatus } from '../contracts/admin-airlines.js';
import { flightNumberField } from '../contracts/claim-submission.js';
import type { Queryable } from '../platform/db/pool.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';
import { iataCode } from './admin-api.js';
import { airlineByCode, airlineByFlightNumber } from './airline-commands.js';
import { airlineRecord } from './read-models/airline-claims.js';

export const carrierQuery = z.object({ flightNumber: flightNumberField('Inserisci il numero del volo') });
export const recordPath = z.object({ iataCode });

/** A record changes with claims decided over weeks: computed at most once per carrier in this long, per process. */
const RECORD_TTL_MS = 10 * 60 * 1000;

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

  // Carriers' codes are a few thousand at most, and only known ones are remembered: the map stays small.
  const records = new Map<string, { at: number; record: Promise<AirlineRecord> }>();
  router.get('/api/airlines/:iataCode/record', async (request, response) => {
    const { iataCode: code } = parseInput(recordPath, request.params);
    const now = Date.now();
    let cached = records.get(code);
    if (!cached || now - cached.at > RECORD_TTL_MS) {
      const airline = await airlineByCode(pool, code);
      if (!airline) throw new HttpProblem(404, 'Compagnia non trovata', 'Nessuna compagnia aerea nota con questo codice IATA');
      cached = { at: now, record: airlineRecord(pool, { iataCode: airline.iataCode, name: airline.name }, AIRLINE_RECORD_MIN_DECIDED) };
      records.set(code, cached);
      cached.record.catch(() => records.delete(code));
    }
    response.set('Cache-Control', 'public, max-age=600').json(await cached.record);
  });
  return router;
}
