import { claimStream } from '../claims/contract.js';
import { deterministicUuid } from '../platform/ids.js';
import { foldDemands, identityDocumentsOf } from './claim-demand.js';
import { demandsDecider, workableClaim, type DemandsState } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';
import { findDispatch, markAccepted, markAttemptFailed, markSent, openDispatchIds, type Dispatch } from './dispatches.js';

const contentTypeOf = (fileName: string) => (/\.png$/i.test(fileName) ? 'image/png' : /\.jpe?g$/i.test(fileName) ? 'image/jpeg' : 'application/pdf');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Deps = Pick<DemandsDeps, 'store' | 'pool' | 'documents' | 'executeCommand'>;

/**
 * The communications module's port for letters to airlines: the e-mail a dispatch sends, and the
 * record of its outcome (the dispatch's row, and ClaimSentToAirline on the claim's stream).
 */
export function airlineLetters(deps: Deps) {
  return {
    /**
     * Already recorded (a replayed job): nothing to send. Taken by the SMTP server before (the append
     * failed): only the event is appended, the e-mail is not sent twice. Otherwise the letter with its files.
     */
    async letterOf(dispatchId: string) {
      const dispatch = await findDispatch(deps.pool, dispatchId);
      if (!dispatch || dispatch.status === 'failed') return { due: false as const, outcome: 'missing' as const };
      if (dispatch.status === 'sent') return { due: false as const, outcome: 'already_sent' as const };
      const { state } = await foldDemands(deps.store, dispatch.claimId);
      if (!state.claim.exists || state.claim.personalDataErasedAt) {
        await markAttemptFailed(deps.pool, dispatch.id, 'I dati personali della pratica sono stati cancellati: la lettera non si invia', true);
        return { due: false as const, outcome: 'missing' as const };
      }
      const letter = state.letters.find((candidate) => candidate.documentId === dispatch.letterDocumentId);
      if (!letter) throw new Error(`letter ${dispatch.letterDocumentId} not on claim ${dispatch.claimId}`);
      if (state.sent.some((sending) => sending.letterDocumentId === letter.documentId)) {
        await markSent(deps.pool, dispatch.id);
        return { due: false as const, outcome: 'already_sent' as const };
      }
      if (dispatch.status === 'accepted') {
        await recordSending(deps, dispatch, state);
        return { due: false as const, outcome: 'sent' as const };
      }
      return { due: true as const, claimId: dispatch.claimId, mail: await letterMail(deps, dispatch, state) };
    },
    async recordSent(dispatchId: string, sent: { messageId: string; sentAt: string }) {
      await markAccepted(deps.pool, dispatchId, sent.messageId, sent.sentAt);
      const dispatch = await findDispatch(deps.pool, dispatchId);
      if (!dispatch) throw new Error(`dispatch ${dispatchId} not found`);
      const { state } = await foldDemands(deps.store, dispatch.claimId);
      await recordSending(deps, dispatch, state);
    },
    recordFailed: (dispatchId: string, reason: string, final: boolean) => markAttemptFailed(deps.pool, dispatchId, reason, final),
    unsettled: () => openDispatchIds(deps.pool),
  };
}

/** Identity documents only when the carrier asked (letters made before listed them too: they are left out). */
function attachedDocumentIds(dispatch: Dispatch, state: DemandsState, letter: DemandsState['letters'][number]): string[] {
  const isIdentity = (documentId: string) => state.files.get(documentId)?.fileType === 'documento_identita';
  const identity = dispatch.identityDocuments ? identityDocumentsOf(state).map((file) => file.documentId) : [];
  return [...letter.attachmentDocumentIds.filter((documentId) => !isIdentity(documentId)), ...identity];
}

const letterOfDispatch = (dispatch: Dispatch, state: DemandsState) => state.letters.find((candidate) => candidate.documentId === dispatch.letterDocumentId)!;

async function letterMail(deps: Deps, dispatch: Dispatch, state: DemandsState) {
  const claim = workableClaim(state);
  const letter = letterOfDispatch(dispatch, state);
  const italian = letter.language === 'it';
  const fileName = (documentId: string) => state.files.get(documentId)?.fileName ?? `${documentId}.pdf`;
  const files = [{ documentId: letter.documentId, fileName: `lettera-${claim.practiceNumber}.pdf` }, ...attachedDocumentIds(dispatch, state, letter).map((documentId) => ({ documentId, fileName: fileName(documentId) }))];
  const attachments = await Promise.all(files.map(async (file) => ({ filename: file.fileName, content: await deps.documents.bytes(file.documentId), contentType: contentTypeOf(file.fileName) })));
  const route = `${claim.departureIata ?? claim.departureAirport} – ${claim.arrivalIata ?? claim.arrivalAirport}`;
  const flightDate = claim.flightDate.split('-').reverse().join('/');
  const subject = italian
    ? `Richiesta di compensazione Reg. (CE) 261/2004 — volo ${claim.flightNumber} del ${flightDate} — pratica ${claim.practiceNumber}`
    : `Claim for compensation, Regulation (EC) 261/2004 — flight ${claim.flightNumber} of ${flightDate} — reference ${claim.practiceNumber}`;
  const paragraphs = italian
    ? [
        'Spettabile compagnia,',
        `in allegato la nostra richiesta di compensazione per il volo ${claim.flightNumber} del ${flightDate} (${route}), pratica n. ${claim.practiceNumber}, con i mandati dei passeggeri e i loro documenti di viaggio.`,
        'Vi preghiamo di rispondere a questo indirizzo citando il numero di pratica.',
        'Distinti saluti',
      ]
    : [
        'Dear Sir or Madam,',
        `please find attached our claim for compensation for flight ${claim.flightNumber} of ${flightDate} (${route}), our reference ${claim.practiceNumber}, with the passengers’ mandates and travel documents.`,
        'Please answer to this address quoting our reference.',
        'Yours faithfully',
      ];
  return { to: dispatch.recipient, subject, text: paragraphs.join('\n\n'), html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''), attachments };
}

/** ClaimSentToAirline under a fixed event id (a repeated append is a no-op), then the dispatch is done. */
async function recordSending(deps: Deps, dispatch: Dispatch, state: DemandsState) {
  const letter = letterOfDispatch(dispatch, state);
  await deps.executeCommand({
    stream: claimStream(dispatch.claimId),
    decider: demandsDecider,
    command: {
      type: 'RecordSending',
      sending: {
        messageId: dispatch.messageId!,
        airlineCode: letter.airlineCode,
        recipient: dispatch.recipient,
        letterDocumentId: letter.documentId,
        attachmentDocumentIds: attachedDocumentIds(dispatch, state, letter),
        identityDocumentsRequested: dispatch.identityDocuments,
        sentAt: dispatch.sentAt!,
      },
    },
    metadata: { ...dispatch.metadata, requestedAt: dispatch.sentAt! },
    eventIds: [deterministicUuid(`claim-sent-to-airline:${dispatch.id}`)],
  });
  await markSent(deps.pool, dispatch.id);
}
