import { claimStream } from '../claims/contract.js';
import { deterministicUuid } from '../platform/ids.js';
import { foldDemands, identityDocumentsOf } from './claim-demand.js';
import { demandsDecider, workableClaim, type DemandsState } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';
import { letterDay } from './letter-content.js';
import type { LetterDispatch } from './dispatch-decisions.js';
import { findDispatch, unsettledDispatchIds } from './read-models/airline-letter-dispatches.js';
import type { EventMetadata } from '../platform/event-store/index.js';

const contentTypeOf = (fileName: string) => (/\.png$/i.test(fileName) ? 'image/png' : /\.jpe?g$/i.test(fileName) ? 'image/jpeg' : 'application/pdf');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Deps = Pick<DemandsDeps, 'store' | 'pool' | 'documents' | 'executeCommand' | 'company'>;

const dispatchOf = (state: DemandsState, dispatchId: string) => state.dispatches.find((dispatch) => dispatch.dispatchId === dispatchId);

/**
 * The communications module's port for letters to airlines: the e-mail a dispatch sends, and the
 * record of its outcome on the claim's stream (ClaimSentToAirline, or AirlineLetterFailed after the last attempt).
 */
export function airlineLetters(deps: Deps) {
  const recordFailure = async (claimId: number, dispatchId: string, reason: string) => {
    await deps.executeCommand({
      stream: claimStream(claimId),
      decider: demandsDecider,
      command: { type: 'RecordLetterFailure', failure: { dispatchId, reason: reason.slice(0, 500) } },
      metadata: systemMetadata(`airline-letter-failed:${dispatchId}`),
      eventIds: [deterministicUuid(`airline-letter-failed:${dispatchId}`)],
    });
  };
  return {
    /**
     * Already recorded (a replayed job): nothing to send. Carried over as taken by the SMTP server before
     * its sending was recorded: only the event is appended. Otherwise the letter with its files (the
     * outbound worker's dispatch record keeps a retried job from sending it twice).
     */
    async letterOf(dispatchId: string) {
      const row = await findDispatch(deps.pool, dispatchId);
      if (!row || row.status === 'failed') return { due: false as const, outcome: 'missing' as const };
      if (row.status === 'sent') return { due: false as const, outcome: 'already_sent' as const };
      const { state } = await foldDemands(deps.store, row.claimId);
      const dispatch = dispatchOf(state, dispatchId);
      if (!state.claim.exists || state.claim.personalDataErasedAt || !dispatch) return { due: false as const, outcome: 'missing' as const };
      const letter = state.letters.find((candidate) => candidate.documentId === dispatch.letterDocumentId);
      if (!letter) throw new Error(`letter ${dispatch.letterDocumentId} not on claim ${row.claimId}`);
      if (state.sent.some((sending) => sending.letterDocumentId === letter.documentId)) return { due: false as const, outcome: 'already_sent' as const };
      if (dispatch.status === 'accepted') {
        await recordSending(deps, row.claimId, dispatch, state);
        return { due: false as const, outcome: 'sent' as const };
      }
      return { due: true as const, claimId: row.claimId, channel: dispatch.channel ?? 'email', mail: await letterMail(deps, dispatch, state) };
    },
    async recordSent(dispatchId: string, sent: { messageId: string; sentAt: string }) {
      const row = await findDispatch(deps.pool, dispatchId);
      if (!row) throw new Error(`dispatch ${dispatchId} not found`);
      const { state } = await foldDemands(deps.store, row.claimId);
      const dispatch = dispatchOf(state, dispatchId);
      if (!dispatch) throw new Error(`dispatch ${dispatchId} not on claim ${row.claimId}`);
      await recordSending(deps, row.claimId, { ...dispatch, messageId: sent.messageId, sentAt: sent.sentAt }, state);
    },
    /** Only the last attempt is an event: the ones before are the queue's retries, and the next may go. */
    async recordFailed(dispatchId: string, reason: string, final: boolean) {
      if (!final) return;
      const row = await findDispatch(deps.pool, dispatchId);
      if (row) await recordFailure(row.claimId, dispatchId, reason);
    },
    unsettled: () => unsettledDispatchIds(deps.pool),
    recordFailure,
  };
}

/** The outbound worker records what it saw happen: the system is its actor, and the time is when it saw it. */
function systemMetadata(correlationId: string): EventMetadata {
  const requestedAt = new Date().toISOString();
  return { actor: { kind: 'system', id: 'airline-letters' }, correlationId, causationId: correlationId, requestedAt };
}

/** Identity documents only when the carrier asked (letters made before listed them too: they are left out). */
function attachedDocumentIds(dispatch: LetterDispatch, state: DemandsState, letter: DemandsState['letters'][number]): string[] {
  const isIdentity = (documentId: string) => state.files.get(documentId)?.fileType === 'documento_identita';
  const identity = dispatch.identityDocumentsRequested ? identityDocumentsOf(state).map((file) => file.documentId) : [];
  return [...letter.attachmentDocumentIds.filter((documentId) => !isIdentity(documentId)), ...identity];
}

const letterOfDispatch = (dispatch: LetterDispatch, state: DemandsState) => state.letters.find((candidate) => candidate.documentId === dispatch.letterDocumentId)!;

async function letterMail(deps: Deps, dispatch: LetterDispatch, state: DemandsState) {
  const claim = workableClaim(state);
  const letter = letterOfDispatch(dispatch, state);
  const italian = letter.language === 'it';
  const fileName = (documentId: string) => state.files.get(documentId)?.fileName ?? `${documentId}.pdf`;
  const files = [{ documentId: letter.documentId, fileName: `${italian ? 'lettera' : 'letter'}-${claim.practiceNumber}.pdf` }, ...attachedDocumentIds(dispatch, state, letter).map((documentId) => ({ documentId, fileName: fileName(documentId) }))];
  const attachments = await Promise.all(files.map(async (file) => ({ filename: file.fileName, content: await deps.documents.bytes(file.documentId), contentType: contentTypeOf(file.fileName) })));
  const route = `${claim.departureIata ?? claim.departureAirport} – ${claim.arrivalIata ?? claim.arrivalAirport}`;
  const flightDate = letterDay(letter.language, claim.flightDate);
  const subject = italian
    ? `Richiesta di compensazione Reg. (CE) 261/2004 — volo ${claim.flightNumber} del ${flightDate} — pratica ${claim.practiceNumber}`
    : `Claim for compensation, Regulation (EC) 261/2004 — flight ${claim.flightNumber} of ${flightDate} — reference ${claim.practiceNumber}`;
  const paragraphs = italian
    ? [
        'Spettabile compagnia,',
        `in allegato la nostra richiesta di compensazione per il volo ${claim.flightNumber} del ${flightDate} (${route}), pratica n. ${claim.practiceNumber}, con i mandati dei passeggeri e i loro documenti di viaggio.`,
        'Vi preghiamo di rispondere a questo indirizzo citando il numero di pratica.',
        `Distinti saluti,\n${deps.company.name}`,
      ]
    : [
        'Dear Sir or Madam,',
        `please find attached our claim for compensation for flight ${claim.flightNumber} of ${flightDate} (${route}), our reference ${claim.practiceNumber}, with the passengers’ mandates and travel documents.`,
        'Please answer to this address quoting our reference.',
        `Yours faithfully,\n${deps.company.name}`,
      ];
  return { to: dispatch.recipient, subject, text: paragraphs.join('\n\n'), html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`).join(''), attachments };
}

/** ClaimSentToAirline under a fixed event id (a repeated append is a no-op), by the operator who asked for the sending. */
async function recordSending(deps: Deps, claimId: number, dispatch: LetterDispatch, state: DemandsState) {
  const letter = letterOfDispatch(dispatch, state);
  const sentAt = dispatch.sentAt!;
  await deps.executeCommand({
    stream: claimStream(claimId),
    decider: demandsDecider,
    command: {
      type: 'RecordSending',
      sending: {
        messageId: dispatch.messageId!,
        airlineCode: letter.airlineCode,
        recipient: dispatch.recipient,
        letterDocumentId: letter.documentId,
        attachmentDocumentIds: attachedDocumentIds(dispatch, state, letter),
        identityDocumentsRequested: dispatch.identityDocumentsRequested,
        sentAt,
        dispatchId: dispatch.dispatchId,
        channel: dispatch.channel ?? 'email',
      },
    },
    metadata: { ...systemMetadata(`claim-sent-to-airline:${dispatch.dispatchId}`), requestedAt: sentAt },
    eventIds: [deterministicUuid(`claim-sent-to-airline:${dispatch.dispatchId}`)],
  });
}
