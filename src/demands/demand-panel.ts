import { AIRLINE_REPLY_LABELS, type DemandPanel } from '../contracts/demands.js';
import { airlineCodeOf, missingForLetter } from './claim-demand.js';
import { workableClaim } from './demands-decider.js';
import { letterRoute } from './letter-channel.js';
import type { DemandsDeps } from './deps.js';
import { dispatchView, latestDispatch } from './read-models/airline-letter-dispatches.js';
import { readClaimDemands } from './read-models/claim-demands.js';

const objectPath = (documentId: string) => `/api/admin/documents/${documentId}/content`;

/** The «Compagnia aerea» panel of a claim: what the letter needs, the latest letter, its sending and the answers, from read models. */
export async function demandPanel(deps: Pick<DemandsDeps, 'pool' | 'airlines' | 'company'>, claimId: number): Promise<DemandPanel> {
  const state = await readClaimDemands(deps.pool, claimId);
  const claim = workableClaim(state);
  const airlineCode = airlineCodeOf(state);
  const carrier = airlineCode ? await deps.airlines.contactOf(airlineCode) : null;
  const route = letterRoute(carrier);
  const letter = state.letters.at(-1);
  const dispatch = await latestDispatch(deps.pool, claimId);
  const sent = state.sent.at(-1);
  return {
    claimId: claim.id,
    airlineCode,
    carrier,
    suggestedRecipient: route.addresses[0] ?? null,
    allowedRecipients: route.addresses,
    channel: route.channel,
    missing: missingForLetter({ ...state, claim }, airlineCode, deps.company.iban),
    letter: letter ? { documentId: letter.documentId, language: letter.language, amountCents: letter.amountCents, generatedAt: letter.at, objectPath: objectPath(letter.documentId) } : null,
    dispatch: dispatch
      ? dispatchView(dispatch)
      : sent
        ? { letterDocumentId: sent.letterDocumentId, recipient: sent.recipient, status: 'sent', requestedAt: sent.sentAt, sentAt: sent.sentAt, messageId: sent.messageId, failureReason: null, channel: sent.channel ?? 'email', pecAcceptedAt: null, deliveredAt: null, deliveryFailedAt: null }
        : null,
    replies: state.replies.map((reply) => ({
      outcome: reply.outcome,
      outcomeLabel: AIRLINE_REPLY_LABELS[reply.outcome],
      amountCents: reply.amountCents ?? null,
      reason: reply.reason ?? null,
      receivedOn: reply.receivedOn,
      documentObjectPath: reply.documentId ? objectPath(reply.documentId) : null,
      recordedAt: reply.at,
    })),
  };
}
