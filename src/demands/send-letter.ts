import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { foldDemands } from './claim-demand.js';
import { workableClaim, type DemandsState } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';
import { openDispatch, type Dispatch } from './dispatches.js';

const latestLetter = (state: DemandsState) => state.letters.at(-1);

/** The addresses a letter to this carrier may go to: the carriers' table's claims e-mail and those an admin added. */
export async function allowedRecipients(deps: Pick<DemandsDeps, 'airlines'>, airlineCode: string): Promise<string[]> {
  return (await deps.airlines.contactOf(airlineCode))?.claimsEmails ?? [];
}

/**
 * Records the operator's request to send the claim's latest letter to `recipient` and returns it, to
 * be queued (or sent at once without Redis). Refused when there is no letter, when that letter was
 * already sent, while its sending is under way, and (422) when the address is none of the carrier's:
 * a letter carries the passengers' mandates and documents, so it goes only where the carriers' table
 * or an admin says the carrier takes claims.
 */
export async function requestSending(
  deps: Pick<DemandsDeps, 'store' | 'pool' | 'airlines'>,
  actor: EventMetadata,
  input: { claimId: number; recipient: string; identityDocumentsRequested: boolean },
): Promise<Dispatch> {
  const { state } = await foldDemands(deps.store, input.claimId);
  const claim = workableClaim(state);
  if (claim.adminStatus === 'rejected') throw new DomainError('conflict', 'La pratica è respinta: non si invia nulla alla compagnia.', { title: 'Pratica respinta' });
  const letter = latestLetter(state);
  if (!letter) throw new DomainError('conflict', 'Genera prima la lettera: non c’è nessuna lettera da inviare.', { title: 'Nessuna lettera' });
  const sent = state.sent.find((sending) => sending.letterDocumentId === letter.documentId);
  if (sent) {
    throw new DomainError('conflict', `Questa lettera è già stata inviata a ${sent.recipient} (Message-ID ${sent.messageId}). Per inviarne un’altra, generala di nuovo.`, { title: 'Lettera già inviata' });
  }
  const recipient = input.recipient.trim().toLowerCase();
  const allowed = await allowedRecipients(deps, letter.airlineCode);
  if (!allowed.includes(recipient)) {
    const known = allowed.length > 0 ? `Indirizzi della compagnia: ${allowed.join(', ')}.` : 'La compagnia non ha ancora un indirizzo reclami nell’elenco delle compagnie.';
    throw new DomainError('unprocessable', `L’indirizzo ${recipient} non è tra quelli della compagnia ${letter.airlineCode}: la lettera non è stata inviata. ${known} Un amministratore può aggiungerne uno in «Compagnie aeree».`, {
      title: 'Destinatario non ammesso',
      field: 'recipient',
    });
  }
  const dispatch = await openDispatch(deps.pool, { id: randomUUID(), claimId: claim.id, letterDocumentId: letter.documentId, recipient, identityDocuments: input.identityDocumentsRequested, metadata: actor });
  if (!dispatch) throw new DomainError('conflict', 'L’invio di questa lettera è già in corso.', { title: 'Invio in corso' });
  return dispatch;
}
