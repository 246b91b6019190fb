import type { Router } from 'express';
import { LEGAL_INFO_PATH, type LegalInfo } from '../contracts/legal-texts.js';
import { createRouter } from '../platform/http/router.js';

/** GET /api/legal-info: public, read by /privacy and /termini; the answer changes only with a restart. */
export function legalInfoRouter(info: LegalInfo): Router {
  const router = createRouter();
  const body = JSON.stringify(info);
  router.get(LEGAL_INFO_PATH, (_request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=300');
    response.type('application/json').send(body);
  });
  return router;
}
