import { claimNotFound, claimStream } from '../claims/contract.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import { claimBillingDecider, type ClaimBillingState } from './claim-billing-decider.js';
import type { BillingDeps } from './deps.js';

export type ClaimBilling = ClaimBillingState & { claim: Extract<ClaimBillingState['claim'], { exists: true }> };

/** The claim's stream folded for the money path; 404 when there is no such claim. */
export async function claimBilling(deps: Pick<BillingDeps, 'store'>, claimId: number): Promise<ClaimBilling> {
  const { state } = await foldStream(deps.store, claimStream(claimId), claimBillingDecider);
  if (!state.claim.exists) throw claimNotFound();
  return state as ClaimBilling;
}
