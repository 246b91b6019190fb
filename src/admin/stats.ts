import type { Router } from 'express';
import type pg from 'pg';
import { flightApiStats } from '../flights/index.js';
import { createRouter } from '../platform/http/router.js';

async function counters(pool: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ counter: string; value: string }>('SELECT counter, value FROM admin_stats');
  return new Map(rows.map((row) => [row.counter, Number(row.value)]));
}

/** One answer carrying both readings of the spec: A's counters and B's flight-data service figures. */
export function adminStatsRouter(pool: pg.Pool): Router {
  const router = createRouter();
  router.get('/stats', async (_request, response) => {
    const [count, apiCalls] = await Promise.all([counters(pool), flightApiStats(pool)]);
    const get = (name: string) => count.get(name) ?? 0;
    response.json({
      flightChecks: {
        total: get('claims_total'),
        pending: get('status_pending'),
        underReview: get('status_under_review'),
        processing: get('status_under_review'),
        approved: get('status_approved'),
        completed: get('status_completed'),
        rejected: get('status_rejected'),
      },
      documents: { total: get('documents_total'), verified: get('documents_verified') },
      communications: { sent: get('emails_sent') },
      apiCalls: {
        total: apiCalls.total,
        successful: apiCalls.successful,
        failed: apiCalls.failed,
        successRate: apiCalls.successRate,
        averageResponseTime: apiCalls.averageResponseTime,
      },
      recentCalls: apiCalls.recentCalls,
    });
  });
  return router;
}
