import type pg from 'pg';
import type { EventStore } from '../platform/event-store/index.js';
import type { OperatorGuard } from '../platform/http/operator-guard.js';
import type { Logger } from '../platform/logger.js';
import type { Module } from '../platform/module.js';
import { adminBasicPageRouter, type RecentClaims } from './basic-page/router.js';
import type { EventWording } from './event-browser/describe-event.js';
import { eventBrowserRouter } from './event-browser/event-browser-api.js';
import { BACK_OFFICE_OPENAPI } from './openapi.js';
import type { ProjectionEngine } from './projection-controls/projection-engine.js';
import { projectionControlsRouter } from './projection-controls/projection-controls-api.js';
import { adminStatsProjection } from './read-models/admin-stats.js';
import { adminStatsRouter, type FlightApiStatsPort } from './stats.js';
import { trendsRouter, type TrendPorts } from './trends.js';

export type { EventWording } from './event-browser/describe-event.js';
export type { FlightApiStatsPort } from './stats.js';
export type { TrendPorts } from './trends.js';
export type { ProjectionEngine } from './projection-controls/projection-engine.js';
export type { RecentClaims } from './basic-page/router.js';

export interface BackOfficeDeps {
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  /** For /admin-basic, a page that redirects to the login instead of answering 401. */
  gate: OperatorGuard;
  /** Ports: the flights module's figures, the claims module's latest claims, every module's wording of its events. */
  flightApiStats: FlightApiStatsPort;
  recentClaims: RecentClaims;
  wording: EventWording;
  /** The projections and reactors the Monitoring tab controls. */
  engine: ProjectionEngine;
  /** The claims' and the money's weeks, for the trends. */
  trends: TrendPorts;
}

/** The back-office console: the dashboard's figures and trends, the event browser, the projections' controls and the plain-HTML page /admin-basic. */
export function createBackOfficeModule(deps: BackOfficeDeps): Module {
  const { pool, store } = deps;
  return {
    name: 'back-office',
    routers: [adminBasicPageRouter({ recentClaims: deps.recentClaims, gate: deps.gate })],
    adminRouters: [
      adminStatsRouter({ pool, flightApiStats: deps.flightApiStats }),
      trendsRouter(deps.trends), eventBrowserRouter({ pool, store, wording: deps.wording }), projectionControlsRouter({ pool, store, wording: deps.wording, engine: deps.engine, logger: deps.logger }).router],
    openapi: BACK_OFFICE_OPENAPI,
    handlers: [adminStatsProjection],
  };
}
