import { randomUUID } from 'node:crypto';
import { claimStream } from '../claims/contract.js';
import type { EventMetadata } from '../event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { deterministicUuid } from '../platform/ids.js';
import { redactEmailAddresses } from '../platform/security/redact.js';
import { foldDemands, identityDocumentsOf } from './claim-demand.js';
import { demandsDecider, workableClaim, type DemandsState } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';
import { findDispatch, markAccepted, markAttemptFailed, markSent, openDispatch, type Dispatch } from './dispatches.js';

/** The Message-ID of a sending: fixed per request, so a retried send carries the same one. */
export const airlineMessageIdOf = (dispatchId: string) => `<airline-${dispatchId}@rimborsovolo24.it>`;

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

const contentTypeOf = (fileName: string) => (/\.png$/i.test(fileName) ? 'image/png' : /\.jpe?g$/i.test(fileName) ? 'image/jpeg' : 'application/pdf');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * One attempt at a sending. Already recorded (a replayed job): nothing. Accepted by the SMTP server
 * before (the append failed): only the event is appended, the e-mail is not sent twice. Otherwise the
 * letter goes with its attachments, then ClaimSentToAirline is appended under a fixed event id.
 * A failed attempt is thrown for the queue to retry; after the last one the request is marked failed.
 */
export async function processDispatch(
  deps: Pick<DemandsDeps, 'store' | 'pool' | 'documents' | 'executeCommand' | 'logger' | 'transport'>,
  dispatchId: string,
  attempt: { made: number; allowed: number },
  /** When the SMTP server took the letter: now, except for `npm run demo`, which backdates its claims' steps. */
  clock: () => Date = () => new Date(),
): Promise<'sent' | 'already_sent' | 'failed' | 'missing'> {
  let dispatch = await findDispatch(deps.pool, dispatchId);
  if (!dispatch || dispatch.status === 'failed') return 'missing';
  if (dispatch.status === 'sent') return 'already_sent';
  const { state } = await foldDemands(deps.store, dispatch.claimId);
  if (!state.claim.exists || state.claim.personalDataErasedAt) {
    await markAttemptFailed(deps.pool, dispatch.id, 'I dati personali della pratica sono stati cancellati: la lettera non si invia', true);
    return 'missing';
  }
  const claim = workableClaim(state);
  const letter = state.letters.find((candidate) => candidate.documentId === dispatch!.letterDocumentId);
  if (!letter) throw new Error(`letter ${dispatch.letterDocumentId} not on claim ${dispatch.claimId}`);
  if (state.sent.some((sending) => sending.letterDocumentId === letter.documentId)) {
    await markSent(deps.pool, dispatch.id);
    return 'already_sent';
  }
  // Identity documents only when the carrier asked (letters made before listed them too: they are left out).
  const isIdentity = (documentId: string) => state.files.get(documentId)?.fileType === 'documento_identita';
  const identity = dispatch.identityDocuments ? identityDocumentsOf(state).map((file) => file.documentId) : [];
  const attachedIds = [...letter.attachmentDocumentIds.filter((documentId) => !isIdentity(documentId)), ...identity];
  if (dispatch.status === 'queued') {
    // One connection per letter (a few a day): its outbox, without SMTP, is the claim's own folder, which erasure removes.
    const transport = deps.transport(dispatch.claimId);
    try {
      const italian = letter.language === 'it';
      const fileName = (documentId: string) => state.files.get(documentId)?.fileName ?? `${documentId}.pdf`;
      const files = [{ documentId: letter.documentId, fileName: `lettera-${claim.practiceNumber}.pdf` }, ...attachedIds.map((documentId) => ({ documentId, fileName: fileName(documentId) }))];
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
      const sent = await transport.send({
        to: dispatch.recipient,
        subject,
        text: paragraphs.join('\n\n'),
        html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
        messageId: airlineMessageIdOf(dispatch.id),
        attachments,
      });
      const sentAt = clock().toISOString();
      await markAccepted(deps.pool, dispatch.id, sent.messageId, sentAt);
      dispatch = { ...dispatch, status: 'accepted', messageId: sent.messageId, sentAt };
    } catch (error) {
      const final = attempt.made + 1 >= attempt.allowed;
      // The SMTP server's answer may quote an address: neither the table nor the log keeps it.
      const reason = redactEmailAddresses((error as Error).message);
      await markAttemptFailed(deps.pool, dispatch.id, reason, final);
      deps.logger.warn({ claimId: dispatch.claimId, dispatchId: dispatch.id, reason, final }, 'letter to the airline not sent');
      if (final) return 'failed';
      throw new Error(reason);
    } finally {
      transport.close();
    }
  }
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
        attachmentDocumentIds: attachedIds,
        identityDocumentsRequested: dispatch.identityDocuments,
        sentAt: dispatch.sentAt!,
      },
    },
    metadata: { ...dispatch.metadata, requestedAt: dispatch.sentAt! },
    eventIds: [deterministicUuid(`claim-sent-to-airline:${dispatch.id}`)],
  });
  await markSent(deps.pool, dispatch.id);
  return 'sent';
}
