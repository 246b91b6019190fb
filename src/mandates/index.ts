import type { Module } from '../platform/module.js';
import { adminMandatesRouter, passengerMandatesRouter, type SigningLimits } from './api.js';
import { MANDATES_OPENAPI } from './openapi.js';
import type { MandatesDeps } from './deps.js';
import type pg from 'pg';
import { claimMandatesProjection, readClaimMandates } from './read-models/claim-mandates.js';
import { signingLinksReactor } from './signing-links.js';

export type { MandateDocuments, MandatesDeps } from './deps.js';
export type { SigningLimits } from './api.js';
export { signMandate } from './sign-mandate.js';
export { issueSigningLinkToken } from './signing-link-token.js';
export { requestSigningLink } from './signing-links.js';

/** Whether any passenger of the claim signed their mandate (the claims' «Fai da te» is refused once one has). */
export const anyMandateSigned = async (pool: pg.Pool, claimId: number): Promise<boolean> => ((await readClaimMandates(pool, claimId))?.signed.size ?? 0) > 0;

/**
 * Mandates are their own capability, not the documents': the signing rules (who signs for whom, one
 * mandate per passenger) and the signed text live here; the PDF is handed to documents, through a
 * port, to be stored like any other file of the claim.
 */
export function createMandatesModule(deps: MandatesDeps, signing: SigningLimits): Module {
  return {
    name: 'mandates',
    routers: [passengerMandatesRouter(deps, signing)],
    adminRouters: [adminMandatesRouter(deps)],
    handlers: [claimMandatesProjection, signingLinksReactor(deps, deps.logger)],
    openapi: MANDATES_OPENAPI,
  };
}
