import type { Router } from 'express';
import type { AdminStats, FlightApiStats } from '../contracts/monitoring.js';
import type { Queryable } from '../platform/db/pool.js';
import { createRouter } from '../platform/http/router.js';
import { readAdminCounters } from './read-models/admin-stats.js';

/** The flight-data service's figures (calls, success rate, recent calls): the flights module's, wired by the composition root. */
export type FlightApiStatsPort = () => Promise<FlightApiStats>;

/** One answer carrying both readings of the spec: A's counters and B's flight-data service figures. */
export function adminStatsRouter({ pool, flightApiStats }: { pool: Queryable; flightApiStats: FlightApiStatsPort }): Router {
  const router = createRouter();
  router.get('/stats', async (_request, response) => {
    const [counters, apiCalls] = await Promise.all([readAdminCounters(pool), flightApiStats()]);
    const stats: AdminStats = {
      ...counters,
      apiCalls: {
        total: apiCalls.total,
        successful: apiCalls.successful,
        failed: apiCalls.failed,
        successRate: apiCalls.successRate,
        averageResponseTime: apiCalls.averageResponseTime,
      },
      recentCalls: apiCalls.recentCalls,
    };
    response.json(stats);
  });
  return router;
}
