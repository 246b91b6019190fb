import type { Router } from 'express';
import type pg from 'pg';
import { PAYOUT_TIMES_PATH } from '../contracts/payout-times.js';
import { createRouter } from '../platform/http/router.js';
import { payoutTimes } from './read-models/payout-times.js';

/** GET /api/payout-times: public on purpose (the landing states it); aggregates only, nothing about any one claim. */
export function payoutTimesRouter(pool: pg.Pool): Router {
  const router = createRouter();
  router.get(PAYOUT_TIMES_PATH, async (_request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=3600');
    response.json(await payoutTimes(pool));
  });
  return router;
}
