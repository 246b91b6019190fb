import type { ClaimState } from '../claims/contract.js';
import { DomainError } from '../platform/domain-error.js';
import type { AirlineLetterChannel, AirlineLetterQueuedData, AirlineLetterReceiptRecordedData, ClaimSentToAirlineData, DemandEvent, DemandLetterGeneratedData, ImportedDispatch } from './demand-events.js';

/** A request to e-mail a letter to the carrier, as its events tell it. */
export interface LetterDispatch extends AirlineLetterQueuedData {
  /** accepted: carried over from the old table, the SMTP server took it but the sending was not recorded yet. */
  status: 'queued' | 'accepted' | 'sent' | 'failed';
  requestedAt: string;
  messageId: string | null;
  sentAt: string | null;
  failureReason: string | null;
  /** The PEC provider's receipts recorded for it, in order. */
  receipts: readonly Omit<AirlineLetterReceiptRecordedData, 'dispatchId'>[];
}

export type DispatchCommand =
  /** «Invia alla compagnia» (or «Riprova» on a failed dispatch, `retryOf`): the carrier's addresses are looked up by the caller. */
  | { type: 'QueueLetter'; dispatch: { dispatchId: string; recipient: string; identityDocumentsRequested: boolean; carrierAddresses: readonly string[]; channel: AirlineLetterChannel; retryOf?: string } }
  | { type: 'RecordSending'; sending: ClaimSentToAirlineData }
  | { type: 'RecordLetterFailure'; failure: { dispatchId: string; reason: string } }
  | { type: 'ImportDispatches'; dispatches: ImportedDispatch[] }
  /** A receipt of our PEC provider for a dispatch (the caller found the dispatch by the receipt's X-Riferimento-Message-ID). */
  | { type: 'RecordLetterReceipt'; receipt: AirlineLetterReceiptRecordedData };

/** What the dispatch decisions read of the claim's demands. */
export interface DispatchState {
  claim: ClaimState;
  files: ReadonlyMap<string, { fileType: string }>;
  letters: readonly DemandLetterGeneratedData[];
  sent: readonly ClaimSentToAirlineData[];
  dispatches: readonly LetterDispatch[];
}

type DispatchEvent = Extract<DemandEvent, { type: 'AirlineLetterQueued' | 'AirlineLetterFailed' | 'AirlineDispatchesImported' | 'ClaimSentToAirline' | 'AirlineLetterReceiptRecorded' }>;

const live = (dispatch: LetterDispatch) => dispatch.status === 'queued' || dispatch.status === 'accepted';

export function evolveDispatches(dispatches: readonly LetterDispatch[], event: DispatchEvent, at: string): readonly LetterDispatch[] {
  const update = (matches: (dispatch: LetterDispatch) => boolean, change: Partial<LetterDispatch>) => dispatches.map((dispatch) => (matches(dispatch) ? { ...dispatch, ...change } : dispatch));
  switch (event.type) {
    case 'AirlineLetterQueued':
      return [...dispatches, { ...event.data, status: 'queued', requestedAt: at, messageId: null, sentAt: null, failureReason: null, receipts: [] }];
    case 'AirlineLetterFailed':
      return update((dispatch) => dispatch.dispatchId === event.data.dispatchId, { status: 'failed', failureReason: event.data.reason });
    case 'ClaimSentToAirline': {
      const { dispatchId, letterDocumentId, messageId, sentAt } = event.data;
      // A sending recorded before dispatches were events names no dispatch: it completes the letter's live one.
      const completes = (dispatch: LetterDispatch) => (dispatchId ? dispatch.dispatchId === dispatchId : dispatch.letterDocumentId === letterDocumentId && live(dispatch));
      return update(completes, { status: 'sent', messageId, sentAt, failureReason: null });
    }
    case 'AirlineDispatchesImported': {
      const known = new Set(dispatches.map((dispatch) => dispatch.dispatchId));
      const imported = event.data.dispatches.filter((dispatch) => !known.has(dispatch.dispatchId)).map((dispatch) => ({ ...dispatch, receipts: [] }));
      return [...dispatches, ...imported].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
    }
    case 'AirlineLetterReceiptRecorded': {
      const { dispatchId, ...receipt } = event.data;
      return dispatches.map((dispatch) => (dispatch.dispatchId === dispatchId ? { ...dispatch, receipts: [...dispatch.receipts, receipt] } : dispatch));
    }
  }
}

const isIdentityDocument = (state: DispatchState, documentId: string) => state.files.get(documentId)?.fileType === 'documento_identita';

export function decideDispatch(command: DispatchCommand, state: DispatchState): DemandEvent[] {
  switch (command.type) {
    case 'QueueLetter':
      return decideQueue(command.dispatch, state);
    case 'RecordSending': {
      const { sending } = command;
      // A retried job after the append: the letter went once, it is recorded once.
      if (state.sent.some((sent) => sent.letterDocumentId === sending.letterDocumentId)) return [];
      const dispatch = state.dispatches.find((candidate) => candidate.dispatchId === sending.dispatchId);
      if (dispatch && !dispatch.identityDocumentsRequested && sending.attachmentDocumentIds.some((documentId) => isIdentityDocument(state, documentId))) {
        throw new DomainError('conflict', 'I documenti d’identità vanno alla compagnia solo se li ha chiesti: questo invio non li prevede.', { title: 'Documenti d’identità non richiesti' });
      }
      return [{ type: 'ClaimSentToAirline', data: sending }];
    }
    case 'RecordLetterFailure': {
      const dispatch = state.dispatches.find((candidate) => candidate.dispatchId === command.failure.dispatchId);
      // Sent, already given up, or unknown: a replayed job's failure changes nothing.
      if (!dispatch || !live(dispatch)) return [];
      return [{ type: 'AirlineLetterFailed', data: command.failure }];
    }
    case 'ImportDispatches': {
      if (!state.claim.exists) return [];
      const known = new Set(state.dispatches.map((dispatch) => dispatch.dispatchId));
      const dispatches = command.dispatches.filter((dispatch) => !known.has(dispatch.dispatchId));
      return dispatches.length > 0 ? [{ type: 'AirlineDispatchesImported', data: { dispatches } }] : [];
    }
    case 'RecordLetterReceipt': {
      const { receipt } = command;
      const dispatch = state.dispatches.find((candidate) => candidate.dispatchId === receipt.dispatchId);
      if (!dispatch) throw new DomainError('not_found', 'La ricevuta non corrisponde a nessuna lettera inviata da questa pratica.', { title: 'Lettera non trovata' });
      // The same receipt saved twice, or uploaded after the inbox read it: recorded once.
      if (dispatch.receipts.some((known) => known.receipt === receipt.receipt)) return [];
      return [{ type: 'AirlineLetterReceiptRecorded', data: receipt }];
    }
  }
}

/**
 * The claim's latest letter, not sent yet and not being sent, to one of the carrier's claims addresses:
 * a letter carries the passengers' mandates and documents, so it goes only where the carriers' table or
 * an admin says the carrier takes claims. A failed dispatch may be sent again.
 */
function decideQueue(request: Extract<DispatchCommand, { type: 'QueueLetter' }>['dispatch'], state: DispatchState): DemandEvent[] {
  if (state.dispatches.some((dispatch) => dispatch.dispatchId === request.dispatchId)) return [];
  if (state.claim.exists && state.claim.adminStatus === 'rejected') throw new DomainError('conflict', 'La pratica è respinta: non si invia nulla alla compagnia.', { title: 'Pratica respinta' });
  if (request.retryOf !== undefined) {
    const latest = state.dispatches.at(-1);
    if (latest?.dispatchId !== request.retryOf || latest.status !== 'failed') {
      throw new DomainError('conflict', 'Questa lettera non è più tra quelle non consegnate: è già stata inviata o riprovata', { title: 'Lettera non più da riprovare' });
    }
  }
  const letter = state.letters.at(-1);
  if (!letter) throw new DomainError('conflict', 'Genera prima la lettera: non c’è nessuna lettera da inviare.', { title: 'Nessuna lettera' });
  const sent = state.sent.find((sending) => sending.letterDocumentId === letter.documentId);
  if (sent) {
    throw new DomainError('conflict', `Questa lettera è già stata inviata a ${sent.recipient} (Message-ID ${sent.messageId}). Per inviarne un’altra, generala di nuovo.`, { title: 'Lettera già inviata' });
  }
  const recipient = request.recipient.trim().toLowerCase();
  if (!request.carrierAddresses.includes(recipient)) {
    const known = request.carrierAddresses.length > 0 ? `Indirizzi della compagnia: ${request.carrierAddresses.join(', ')}.` : 'La compagnia non ha ancora un indirizzo reclami nell’elenco delle compagnie.';
    throw new DomainError('unprocessable', `L’indirizzo ${recipient} non è tra quelli della compagnia ${letter.airlineCode}: la lettera non è stata inviata. ${known} Un amministratore può aggiungerne uno in «Compagnie aeree».`, {
      title: 'Destinatario non ammesso',
      field: 'recipient',
    });
  }
  if (state.dispatches.some((dispatch) => dispatch.letterDocumentId === letter.documentId && live(dispatch))) {
    throw new DomainError('conflict', 'L’invio di questa lettera è già in corso.', { title: 'Invio in corso' });
  }
  const queued: AirlineLetterQueuedData = {
    dispatchId: request.dispatchId,
    letterDocumentId: letter.documentId,
    airlineCode: letter.airlineCode,
    recipient,
    identityDocumentsRequested: request.identityDocumentsRequested,
    channel: request.channel,
  };
  return [{ type: 'AirlineLetterQueued', data: queued }];
}
