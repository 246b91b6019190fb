import { createHash } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { claimStream } from '../claims/contract.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { deterministicUuid } from '../platform/ids.js';
import { foldDemands } from './claim-demand.js';
import type { PecReceipt } from './demand-events.js';
import { demandsDecider } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';
import { findDispatchByMessageId } from './read-models/airline-letter-dispatches.js';
import { DEMANDS_READ_MODEL } from './read-models/demands.js';

/** A receipt of full delivery carries our letter and its attachments back: as large as the letter may be. */
export const MAX_PEC_RECEIPT_BYTES = 15 * 1024 * 1024;
/** Only the header block is parsed; a provider's runs to a few kB. */
const MAX_HEADER_BYTES = 64 * 1024;

/** The PEC technical rules' X-Ricevuta values we record (DPR 68/2005, DM 2 novembre 2005), and what each is. */
const RECEIPT_OF_HEADER: Record<string, PecReceipt> = { accettazione: 'accettazione', 'avvenuta-consegna': 'consegna', 'errore-consegna': 'mancata_consegna' };

const RECEIPT_FILE_LABELS: Record<PecReceipt, string> = {
  accettazione: 'Ricevuta PEC di accettazione della lettera alla compagnia',
  consegna: 'Ricevuta PEC di avvenuta consegna della lettera alla compagnia',
  mancata_consegna: 'Ricevuta PEC di mancata consegna della lettera alla compagnia',
};

const notAReceipt = (detail: string) => new DomainError('unprocessable', `Il file non è una ricevuta PEC che possiamo registrare: ${detail}`, { title: 'Ricevuta PEC non riconosciuta', field: 'receipt' });

/** The receipt's kind, the Message-ID of the letter it is about and when the provider issued it, read from its headers only. */
export async function readPecReceipt(eml: Buffer): Promise<{ receipt: PecReceipt; messageId: string; issuedAt: string | null }> {
  const end = headerEnd(eml);
  if (end === -1) throw notAReceipt('mancano le intestazioni del messaggio.');
  const parsed = await simpleParser(eml.subarray(0, end), { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true });
  const header = (name: string) => {
    const value = parsed.headers.get(name);
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const kind = header('x-ricevuta')?.toLowerCase();
  const receipt = kind ? RECEIPT_OF_HEADER[kind] : undefined;
  if (!receipt) throw notAReceipt(kind ? `la ricevuta «${kind.slice(0, 40)}» non riguarda la consegna.` : 'manca l’intestazione X-Ricevuta.');
  const messageId = header('x-riferimento-message-id');
  if (!messageId) throw notAReceipt('manca l’intestazione X-Riferimento-Message-ID.');
  const issuedAt = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null;
  return { receipt, messageId: messageId.slice(0, 500), issuedAt };
}

/** Where the header block ends (its blank line), within MAX_HEADER_BYTES; -1 when it does not. */
function headerEnd(eml: Buffer): number {
  const head = eml.subarray(0, MAX_HEADER_BYTES);
  const crlf = head.indexOf('\r\n\r\n');
  if (crlf !== -1) return crlf + 4;
  const lf = head.indexOf('\n\n');
  return lf === -1 ? -1 : lf + 2;
}

export interface RecordedReceipt {
  claimId: number;
  dispatchId: string;
  receipt: PecReceipt;
  /** false: this receipt of this letter was recorded already, nothing new. */
  recorded: boolean;
}

/**
 * A receipt of our PEC provider, as an operator uploads it or the inbox folder holds it: the letter it
 * names by X-Riferimento-Message-ID gets AirlineLetterReceiptRecorded, and the .eml is kept as a
 * document of the claim, a record kept ten years like the letter. The same receipt again records
 * nothing (fixed ids); one naming no letter of ours is refused, with nothing stored.
 */
export async function recordPecReceipt(deps: Pick<DemandsDeps, 'pool' | 'store' | 'executeCommand' | 'documents'>, actor: EventMetadata, eml: Buffer): Promise<RecordedReceipt> {
  const read = await readPecReceipt(eml);
  const dispatch = await findDispatchByMessageId(deps.pool, read.messageId);
  if (!dispatch) {
    throw new DomainError('not_found', 'Nessuna lettera alla compagnia è partita con il Message-ID indicato dalla ricevuta (X-Riferimento-Message-ID): la ricevuta non è stata registrata.', {
      title: 'Lettera non trovata',
    });
  }
  const result = { claimId: dispatch.claimId, dispatchId: dispatch.id, receipt: read.receipt };
  const { state } = await foldDemands(deps.store, dispatch.claimId);
  const known = state.dispatches.find((candidate) => candidate.dispatchId === dispatch.id)?.receipts.some((receipt) => receipt.receipt === read.receipt);
  if (known) return { ...result, recorded: false };
  const key = `airline-letter-receipt:${dispatch.id}:${read.receipt}`;
  const documentId = deterministicUuid(`${key}:document`).replaceAll('-', '');
  await deps.documents.store(actor, {
    claimId: dispatch.claimId,
    documentId,
    fileType: 'airline_letter',
    fileName: `ricevuta-pec-${read.receipt.replace('_', '-')}-${dispatch.claimId}.eml`,
    description: RECEIPT_FILE_LABELS[read.receipt],
    bytes: eml,
    sha256: createHash('sha256').update(eml).digest('hex'),
    mimeType: 'message/rfc822',
  });
  const { events } = await deps.executeCommand({
    stream: claimStream(dispatch.claimId),
    decider: demandsDecider,
    command: { type: 'RecordLetterReceipt', receipt: { dispatchId: dispatch.id, receipt: read.receipt, receivedAt: read.issuedAt ?? actor.requestedAt, documentId } },
    metadata: actor,
    eventIds: [deterministicUuid(key)],
    readModels: [DEMANDS_READ_MODEL],
  });
  return { ...result, recorded: events.length > 0 };
}
