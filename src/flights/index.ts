import type pg from 'pg';
import type { Config } from '../config.js';
import type { Module } from '../platform/module.js';
import type { RateLimits } from '../platform/http/rate-limit.js';
import type { Logger } from '../platform/logger.js';
import { createAeroDataBoxProvider } from './aerodatabox/aerodatabox-provider.js';
import { flightsRouter } from './api.js';
import { flightCheckRouter, type AssessCheckedFlight } from './flight-check-api.js';
import { cachedFlightStatus } from './flight-status-cache.js';
import { adminFlightsRouter } from './admin-api.js';
import { createAeroDataBoxFlightStatus } from './aerodatabox/aerodatabox-flight-status.js';
import { claimFlightCommands, type ClaimFlightDeps } from './claim-flight.js';
import type { FlightStatusProvider } from './flight-status-provider.js';
import { createPostgresCallLog } from './call-log.js';
import { cachedScheduleProvider } from './schedule-cache.js';
import { FLIGHTS_OPENAPI } from './openapi.js';
import { noScheduleProvider, type ScheduleProvider } from './schedule-provider.js';
import { sqlMigrationsIn } from '../platform/db/migrate.js';

/** Its tables: the SQL files in ./migrations, applied by migrate() among every module's in id order. */
export const FLIGHTS_MIGRATIONS = sqlMigrationsIn(new URL('./migrations/', import.meta.url));

export { flightApiStats, RECENT_CALLS_SHOWN, type FlightApiStats } from './call-log.js';
export { FlightProviderError, noScheduleProvider, type FlightScheduleItem, type ScheduleProvider, type ScheduleQuery } from './schedule-provider.js';

export type { FlightStatusProvider } from './flight-status-provider.js';
export { claimFlightCommands, type ClaimFlightCommands, type ClaimFlightDeps } from './claim-flight.js';
export type { AssessCheckedFlight } from './flight-check-api.js';

export interface FlightsModuleParts {
  /** Not read by the routes: the call log is written by the provider that createScheduleProvider(config, pool, logger) builds. */
  pool: pg.Pool;
  provider: ScheduleProvider;
  logger: Logger;
  limits: RateLimits;
  searchesPerMinutePerIp: number;
  /** The claim's flight verification: its stream, the flight-status service (null without a key) and the claims module's reassessment. */
  verification?: ClaimFlightDeps;
  /** The landing's check of a flight by number and day: the same flight-status service, cached, and the claims module's assessment. */
  check?: { statusProvider: FlightStatusProvider | null; assess: AssessCheckedFlight; checksPerMinutePerIp: number };
}

/** Flight schedules for the claim wizard (GET /api/flights/schedules), the landing's flight check (GET /api/flights/status) and the operators' verification of a claim's flight. */
export function createFlightsModule({ pool, provider, logger, limits, searchesPerMinutePerIp, verification, check }: FlightsModuleParts): Module {
  const perIp = limits.limit({ name: 'flight-searches-ip', limit: searchesPerMinutePerIp, windowSeconds: 60 });
  const routers = [flightsRouter({ provider, logger, perIp: perIp.perIp() })];
  if (check) {
    const checksPerIp = limits.limit({ name: 'flight-checks-ip', limit: check.checksPerMinutePerIp, windowSeconds: 60 });
    const flightStatus = check.statusProvider && cachedFlightStatus(check.statusProvider, pool);
    routers.push(flightCheckRouter({ flightStatus, assess: check.assess, logger, perIp: checksPerIp.perIp() }));
  }
  return {
    name: 'flights',
    routers,
    adminRouters: verification ? [adminFlightsRouter({ commands: claimFlightCommands(verification), providerConfigured: verification.statusProvider !== null, logger })] : [],
    openapi: FLIGHTS_OPENAPI,
  };
}

/** AeroDataBox's flight status when AERODATABOX_API_KEY is set (every call logged like the schedule searches, never cached: the times are verified when asked); otherwise null. */
export function createFlightStatusProvider(
  config: Pick<Config, 'AERODATABOX_API_KEY' | 'AERODATABOX_BASE_URL'>,
  pool: pg.Pool,
  logger: Logger,
): FlightStatusProvider | null {
  if (!config.AERODATABOX_API_KEY) return null;
  return createAeroDataBoxFlightStatus({ apiKey: config.AERODATABOX_API_KEY, baseUrl: config.AERODATABOX_BASE_URL, callLog: createPostgresCallLog(pool, logger) });
}

/** AeroDataBox when AERODATABOX_API_KEY is set (every call logged in PostgreSQL, each answer cached six hours); otherwise no provider at all. */
export function createScheduleProvider(
  config: Pick<Config, 'AERODATABOX_API_KEY' | 'AERODATABOX_BASE_URL'>,
  pool: pg.Pool,
  logger: Logger,
): ScheduleProvider {
  if (!config.AERODATABOX_API_KEY) return noScheduleProvider;
  const aeroDataBox = createAeroDataBoxProvider({
    apiKey: config.AERODATABOX_API_KEY,
    baseUrl: config.AERODATABOX_BASE_URL,
    callLog: createPostgresCallLog(pool, logger),
  });
  return cachedScheduleProvider(aeroDataBox, pool);
}
