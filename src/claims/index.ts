import type pg from 'pg';
import type { Module } from '../platform/module.js';
import { adminClaimsRouter } from './admin-api.js';
import { bulkActions, type TemplateMailer } from './bulk-actions.js';
import { claimCommands } from './claim-commands.js';
import { claimQueries } from './claim-queries.js';
import { claimDuplicatesProjection, duplicateCommands, duplicatesReactor } from './duplicates.js';
import type { ClaimsDeps } from './claims-deps.js';
import { CLAIMS_OPENAPI } from './openapi.js';
import { doItYourselfRouter } from './do-it-yourself-api.js';
import { DO_IT_YOURSELF_OPENAPI } from './do-it-yourself-openapi.js';
import type { PassengerGuard } from '../platform/http/passenger-guard.js';
import { publicClaimsRouter, type PublicApiOptions } from './public-api.js';
import { claimStatusProjection } from './read-models/claim-status.js';
import { claimsProjection } from './read-models/claims.js';
import { listClaims } from './read-models/claims-list.js';
import { sqlMigrationsIn } from '../platform/db/migrate.js';

/** Its tables: the SQL files in ./migrations, applied by migrate() among every module's in id order. */
export const CLAIMS_MIGRATIONS = sqlMigrationsIn(new URL('./migrations/', import.meta.url));

/** `passengerGuard`: the passengers' sessions, for «Fai da te» in the passenger area (absent in tools: no such routes). */
export function createClaimsModule(deps: ClaimsDeps & PublicApiOptions & { templateMailer?: TemplateMailer; passengerGuard?: PassengerGuard }): Module {
  const commands = claimCommands(deps);
  const bulk = deps.templateMailer && bulkActions({ pool: deps.pool, store: deps.store, commands, mailer: deps.templateMailer });
  return {
    name: 'claims',
    routers: [publicClaimsRouter(deps, deps), ...(deps.passengerGuard ? [doItYourselfRouter({ ...deps, passengerGuard: deps.passengerGuard })] : [])],
    adminRouters: [adminClaimsRouter({ commands, queries: claimQueries(deps), bulk, duplicates: duplicateCommands(deps), pool: deps.pool })],
    openapi: deps.passengerGuard ? { ...CLAIMS_OPENAPI, ...DO_IT_YOURSELF_OPENAPI } : CLAIMS_OPENAPI,
    handlers: [claimsProjection(deps.catalog), claimStatusProjection(deps.catalog), claimDuplicatesProjection, duplicatesReactor(deps)],
  };
}

/** The latest claims, newest first, and how many there are in all. */
export async function recentClaims(pool: pg.Pool, limit: number) {
  const { items, total } = await listClaims(pool, { page: 1, pageSize: limit });
  return { items, total };
}

export type { TemplateMailer } from './bulk-actions.js';
export type { AirportLookup, ClaimsDeps, OperatorDirectory } from './claims-deps.js';
export { PRACTICE_NOT_FOUND, publicLookup, type PublicLookup } from './public-lookup.js';
export { startIdempotencyKeySweeper } from './idempotency-key-sweeper.js';
export { issueUploadToken, type UploadLink } from './upload-token.js';
export { currentUploadToken, uploadLinkClaim } from './upload-links.js';
export { claimsPrivacy, type ClaimsPrivacy } from './privacy.js';
export { addressOfClaim, passengerClaims } from './passenger-claims.js';
export { reassessEligibility } from './operator-assessment.js';
export { claimFollowUps, type ClaimFollowUps, type FollowUpClaim } from './follow-ups.js';
export { claimCommands, type ClaimCommands } from './claim-commands.js';
export { submitClaim, type SubmitDeps } from './submit-claim.js';
export { flightCheckAssessor, type FlightCheckLookups } from './flight-check-assessment.js';
export { claimWeeks } from './claim-trends.js';
export { hasClaims } from './claim-registry.js';
export { practiceNumbersOf } from './read-models/claims.js';
