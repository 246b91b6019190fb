import type { Router } from 'express';
import { z } from 'zod';
import { erasureRequestSchema } from '../contracts/personal-data.js';
import { operatorActor, requireRole } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import type { PrivacyDeps } from './deps.js';
import { erasePersonalData } from './erase-personal-data.js';
import { exportPersonalData } from './export-personal-data.js';

export const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
/** `?operatorNames=true` keeps the operators' names in the export; left out otherwise. */
export const exportQuery = z.object({
  operatorNames: z
    .enum(['true', 'false'], 'operatorNames può valere solo true o false')
    .optional()
    .transform((value) => value === 'true'),
});

/** Mounted at /api/admin, behind the operators' session guard (and its CSRF check on the erasure). */
export function privacyRouter(deps: PrivacyDeps): Router {
  const router = createRouter();
  const erase = erasePersonalData(deps);
  const exportData = exportPersonalData(deps);

  router.post('/flight-checks/:id/erasure', async (request, response) => {
    // Admins only, before anything about the request is looked at.
    requireRole(response, 'admin');
    const id = parseInput(claimId, request.params.id);
    const { reason } = parseInput(erasureRequestSchema, request.body ?? {});
    response.json(await erase(eventMetadata(request, operatorActor(response)), { claimId: id, reason }));
  });

  router.get('/flight-checks/:id/export', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const { operatorNames } = parseInput(exportQuery, request.query);
    const exported = await exportData(eventMetadata(request, operatorActor(response)), id, { operatorNames });
    response
      .set({ 'Content-Disposition': `attachment; filename="pratica-${exported.practiceNumber}-dati.json"`, 'Cache-Control': 'private, no-store' })
      .type('application/json')
      .send(JSON.stringify(exported, null, 2));
  });

  return router;
}
