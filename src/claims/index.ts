import { claimCommunicationsProjection } from '../../projections/claim-communications.js';
import { claimStatusProjection } from '../../projections/claim-status.js';
import { claimsProjection } from '../../projections/claims.js';
import type { OperatorGuard } from '../platform/http/operator-guard.js';
import type { Module } from '../platform/module.js';
import { adminClaimsRouter } from './admin-api.js';
import { adminBasicPageRouter } from './admin-basic-page.js';
import { publicClaimsRouter, type PublicApiOptions } from './public-api.js';
import type { SubmitDeps } from './submit-claim.js';

export function createClaimsModule(deps: SubmitDeps & PublicApiOptions & { operatorGate: OperatorGuard }): Module {
  return {
    name: 'claims',
    routers: [publicClaimsRouter(deps, deps), adminBasicPageRouter(deps.pool, deps.operatorGate)],
    adminRouters: [adminClaimsRouter(deps)],
    handlers: [claimsProjection, claimStatusProjection, claimCommunicationsProjection],
  };
}

export { PRACTICE_NOT_FOUND, publicLookup, type PublicLookup } from './public-lookup.js';
export { startIdempotencyKeySweeper } from './idempotency-key-sweeper.js';
export { issueUploadToken, type UploadLink } from './upload-token.js';
export { currentUploadToken, uploadLinkClaim } from './upload-links.js';
