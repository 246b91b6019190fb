import { CLAIM_EVENT_TYPES, ISSUE_LABELS, claimStream, evolveClaim, initialClaimState, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import { CLOSED_STATUSES } from '../contracts/claim-vocabulary.js';
import type { ClaimSentToAirlineData } from '../demands/contract.js';
import type { EventStore } from '../event-store/index.js';

/** What the deadline job checks on the claim's own stream before it opens a task (the read model that found the claim may lag). */
export interface ClaimFacts {
  claim: ClaimState;
  open: boolean;
  /** The last sending to the airline with no answer logged after it. */
  unanswered: ClaimSentToAirlineData | undefined;
}

export async function claimFacts(store: EventStore, claimId: number): Promise<ClaimFacts> {
  let claim: ClaimState = initialClaimState;
  let unanswered: ClaimSentToAirlineData | undefined;
  for await (const event of store.readStream(claimStream(claimId))) {
    if ((CLAIM_EVENT_TYPES as readonly string[]).includes(event.type)) claim = evolveClaim(claim, { type: event.type, data: event.data } as ClaimEvent, event.metadata.requestedAt);
    else if (event.type === 'ClaimSentToAirline') unanswered = event.data as ClaimSentToAirlineData;
    else if (event.type === 'AirlineReplied') unanswered = undefined;
  }
  return { claim, open: claim.exists && !CLOSED_STATUSES.includes(claim.adminStatus), unanswered };
}

/** The facts of the complaint in the claim's words: what happened, and the passenger's own account if given. */
export function factsOf(claim: Extract<ClaimState, { exists: true }>): string {
  const what = ISSUE_LABELS[claim.issueType];
  const details = [claim.issueDetails, claim.delayReason && `Motivo comunicato: ${claim.delayReason}`].filter(Boolean).join(' ');
  return details ? `${what}. ${details}` : `${what}.`;
}
