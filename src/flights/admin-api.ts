import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { recordFlightTimesBody, type FlightVerificationResult, type FlightVerificationSettings } from '../contracts/verified-flight.js';
import { ifMatchVersion } from '../platform/http/if-match.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import type { Logger } from '../platform/logger.js';
import { FlightVerificationRefused, type ClaimFlightCommands } from './claim-flight.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');

/** Each refusal of the flight-data service as the operator reads it: always a 4xx, with the way out (entering the times by hand). */
const REFUSALS: Record<FlightVerificationRefused['kind'], { status: number; title: string }> = {
  not_configured: { status: 409, title: 'Servizio dati voli non configurato' },
  no_data: { status: 422, title: 'Nessun dato per questo volo' },
  bad_key: { status: 424, title: 'Chiave del servizio dati voli non valida' },
  provider_failed: { status: 424, title: 'Servizio dati voli non disponibile' },
};

/**
 * The operators' flight verification (behind the operator gate and its CSRF check, like every
 * /api/admin route): whether the service is configured, «Verifica volo», «Inserisci orari effettivi».
 */
export function adminFlightsRouter({ commands, providerConfigured, logger }: { commands: ClaimFlightCommands; providerConfigured: boolean; logger: Logger }): Router {
  const router = createRouter();
  const id = (request: Request) => parseInput(claimId, request.params.id);
  const actor = (request: Request, response: Response) => eventMetadata(request, operatorActor(response));
  const answer = (response: Response, result: FlightVerificationResult) => response.set('ETag', `"${result.version}"`).json(result);

  router.get('/flight-verification', (_request, response) => {
    const settings: FlightVerificationSettings = { providerConfigured };
    response.json(settings);
  });

  router.post('/flight-checks/:id/flight-verification', async (request, response) => {
    const input = { claimId: id(request), expectedVersion: ifMatchVersion(request) };
    try {
      answer(response, await commands.verifyFlight(actor(request, response), input));
    } catch (error) {
      if (!(error instanceof FlightVerificationRefused)) throw error;
      if (error.kind === 'provider_failed' || error.kind === 'bad_key') logger.warn({ claimId: input.claimId, kind: error.kind, err: error.cause }, 'flight verification failed');
      const { status, title } = REFUSALS[error.kind];
      throw new HttpProblem(status, title, error.message);
    }
  });

  router.post('/flight-checks/:id/flight-times', async (request, response) => {
    const claim = id(request);
    const times = parseInput(recordFlightTimesBody, request.body);
    answer(response, await commands.recordFlightTimes(actor(request, response), { claimId: claim, expectedVersion: ifMatchVersion(request), times }));
  });

  return router;
}
