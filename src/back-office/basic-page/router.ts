import type { Router } from 'express';
import type { OperatorGuard } from '../../platform/http/operator-guard.js';
import { createRouter } from '../../platform/http/router.js';
import { recentClaimsPage, type RecentClaim } from './recent-claims-page.js';

const LATEST = 50;

/** The latest claims and how many there are in all: the claims module's, handed over by the composition root. */
export type RecentClaims = (limit: number) => Promise<{ items: RecentClaim[]; total: number }>;

/** /admin-basic: the latest claims as plain HTML, no JavaScript, for slow connections. */
export function adminBasicPageRouter({ recentClaims, gate }: { recentClaims: RecentClaims; gate: OperatorGuard }): Router {
  const router = createRouter();
  router.get('/admin-basic', async (request, response) => {
    if (!(await gate.hasOperatorSession(request))) return response.redirect(302, '/admin/login?next=%2Fadmin-basic');
    const { items, total } = await recentClaims(LATEST);
    response.set('Cache-Control', 'no-store').type('html').send(recentClaimsPage(items, total));
  });
  return router;
}
