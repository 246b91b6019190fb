import type { RequestHandler, Router } from 'express';
import { FLIGHT_DATA_UNAVAILABLE_MESSAGE, flightCheckQuery, type FlightCheck, type FlightCheckAssessment } from '../contracts/flight-check.js';
import { italianToday } from '../eligibility/index.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { createRouter } from '../platform/http/router.js';
import type { Logger } from '../platform/logger.js';
import type { CachedFlightStatus } from './flight-status-cache.js';
import type { FlightStatusReport } from './flight-status-provider.js';
import { FlightProviderError } from './schedule-provider.js';

export type AssessCheckedFlight = (flight: Omit<FlightCheck, 'assessment'> & { flightNumber: string; flightDate: string; divertedTo: string | null }) => Promise<FlightCheckAssessment>;

export interface FlightCheckDeps {
  /** Null without AERODATABOX_API_KEY: the check then says to go on by hand. */
  flightStatus: CachedFlightStatus | null;
  assess: AssessCheckedFlight;
  logger: Logger;
  perIp: RequestHandler;
}

export const flightCheckQuerySchema = flightCheckQuery(() => italianToday());

const unavailable = () => new HttpProblem(503, 'Servizio non disponibile', FLIGHT_DATA_UNAVAILABLE_MESSAGE);

/**
 * GET /api/flights/status?flightNumber=&date=: the landing's «Controlla il tuo volo». Public and
 * limited per IP; reference data only (the flight, never a passenger), so browsers may keep it a
 * few minutes. GET /api/flights/status-service tells the page whether to offer it at all.
 */
export function flightCheckRouter({ flightStatus, assess, logger, perIp }: FlightCheckDeps): Router {
  const router = createRouter();
  router.get('/api/flights/status-service', (_request, response) => {
    response.json({ available: flightStatus !== null });
  });
  router.get('/api/flights/status', perIp, async (request, response) => {
    const { flightNumber, date } = parseInput(flightCheckQuerySchema, request.query);
    if (!flightStatus) throw unavailable();
    const report = await flightStatus(flightNumber, date).catch((error: unknown) => {
      if (!(error instanceof FlightProviderError)) throw error;
      logger.warn({ err: error, endpoint: error.endpoint, statusCode: error.statusCode, flightNumber, date }, 'flight status check failed');
      throw unavailable();
    });
    if (!report) {
      throw new HttpProblem(404, 'Volo non trovato', `Non troviamo il volo ${flightNumber} del ${date.split('-').reverse().join('/')}: controlla numero e data, oppure inserisci i dati a mano.`);
    }
    response.setHeader('Cache-Control', 'public, max-age=300');
    response.json(await withAssessment(report, flightNumber, date, assess));
  });
  return router;
}

async function withAssessment(report: FlightStatusReport, flightNumber: string, flightDate: string, assess: AssessCheckedFlight): Promise<FlightCheck> {
  const flight = {
    status: report.status,
    departureIata: report.departureIata,
    arrivalIata: report.arrivalIata,
    scheduledDeparture: report.scheduledDeparture,
    actualDeparture: report.actualDeparture,
    scheduledArrival: report.scheduledArrival,
    actualArrival: report.actualArrival,
    arrivalDelayMinutes: report.arrivalDelayMinutes,
    operatingCarrier: report.operatingCarrier,
  };
  return { ...flight, assessment: await assess({ ...flight, flightNumber, flightDate, divertedTo: report.divertedTo }) };
}
