import { CLAIM_EVENT_TYPES, ISSUE_LABELS, claimStream, evolveClaim, initialClaimState, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import { CLOSED_STATUSES } from '../contracts/claim-vocabulary.js';
import { DEMAND_EVENT, type AirlineLetterReceiptRecordedData, type AirlineRepliedData, type ClaimSentToAirlineData } from '../demands/contract.js';
import { MANDATE_EVENT, type MandateSignedData } from '../mandates/contract.js';
import type { EventStore } from '../platform/event-store/index.js';

/** What the deadline job checks on the claim's own stream before it opens a task (the read model that found the claim may lag). */
export interface ClaimFacts {
  claim: ClaimState;
  open: boolean;
  /** The last sending to the airline with no answer logged after it. */
  unanswered: ClaimSentToAirlineData | undefined;
  /** Every sending, in order, with the day of the first answer logged after it (YYYY-MM-DD), if any. */
  sendings: { messageId: string; repliedOn: string | undefined }[];
  /**
   * The stream version of the last change that reopened a closed claim, if it ever was: tasks
   * opened after a reopening get ids of their own, so the rules may apply to the claim again.
   */
  reopenedAt: bigint | undefined;
  /** Every reopening's version, oldest first (the task ids each one gave). */
  reopenings: bigint[];
  /** The passengers with a signed mandate: the only ones we act for (a complaint names no one else). */
  mandated: ReadonlySet<number>;
  /** When the PEC provider last certified a letter delivered to the carrier: the last interrupting act with proof of delivery. */
  lastDeliveredAt?: string;
}

export async function claimFacts(store: EventStore, claimId: number): Promise<ClaimFacts> {
  let claim: ClaimState = initialClaimState;
  let unanswered: ClaimSentToAirlineData | undefined;
  const sendings: ClaimFacts['sendings'] = [];
  const reopenings: bigint[] = [];
  const mandated = new Set<number>();
  let lastDeliveredAt: string | undefined;
  for await (const event of store.readStream(claimStream(claimId))) {
    if ((CLAIM_EVENT_TYPES as readonly string[]).includes(event.type)) {
      const wasClosed = isClosed(claim);
      claim = evolveClaim(claim, { type: event.type, data: event.data } as ClaimEvent, event.metadata.requestedAt);
      if (wasClosed && !isClosed(claim)) reopenings.push(event.version);
    } else if (event.type === DEMAND_EVENT.ClaimSentToAirline) {
      unanswered = event.data as ClaimSentToAirlineData;
      sendings.push({ messageId: unanswered.messageId, repliedOn: undefined });
    } else if (event.type === MANDATE_EVENT.MandateSigned) {
      mandated.add((event.data as MandateSignedData).passengerId);
    } else if (event.type === DEMAND_EVENT.AirlineLetterReceiptRecorded) {
      const { receipt, receivedAt } = event.data as AirlineLetterReceiptRecordedData;
      if (receipt === 'consegna' && (!lastDeliveredAt || receivedAt > lastDeliveredAt)) lastDeliveredAt = receivedAt;
    } else if (event.type === DEMAND_EVENT.AirlineReplied) {
      unanswered = undefined;
      for (const sending of sendings) sending.repliedOn ??= (event.data as AirlineRepliedData).receivedOn;
    }
  }
  return { claim, open: claim.exists && !isClosed(claim), unanswered, sendings, reopenedAt: reopenings.at(-1), reopenings, mandated, lastDeliveredAt };
}

const isClosed = (claim: ClaimState) => claim.exists && CLOSED_STATUSES.includes(claim.adminStatus);

/** Why a closed claim is closed, in the operators' words. */
export function closedAs(claim: ClaimState): string {
  if (!claim.exists) return 'pratica non trovata';
  if (claim.adminStatus === 'rejected' && claim.mergedInto !== undefined) return 'pratica chiusa come duplicata';
  return claim.adminStatus === 'completed' ? 'pratica completata' : 'pratica respinta';
}

/** The facts of the complaint in the claim's words: what happened, and the passenger's own account if given. */
export function factsOf(claim: Extract<ClaimState, { exists: true }>): string {
  const what = ISSUE_LABELS[claim.issueType];
  const details = [claim.issueDetails, claim.delayReason && `Motivo comunicato: ${claim.delayReason}`].filter(Boolean).join(' ');
  return details ? `${what}. ${details}` : `${what}.`;
}
