import { createHash, randomUUID } from 'node:crypto';
import { claimStream } from '../claims/contract.js';
import type { AirlineReplyBody } from '../contracts/demands.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { foldDemands } from './claim-demand.js';
import { DEMANDS_READ_MODEL } from './read-models/demands.js';
import { demandsDecider, workableClaim } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';

export const MAX_REPLY_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The airline's answer as a PDF, stored as a document of the claim before the reply that names it is recorded. */
export async function storeReplyDocument(deps: Pick<DemandsDeps, 'store' | 'documents'>, actor: EventMetadata, input: { claimId: number; bytes: Buffer }): Promise<string> {
  const { state } = await foldDemands(deps.store, input.claimId);
  const claim = workableClaim(state);
  if (input.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new DomainError('invalid', 'Allega la risposta della compagnia in formato PDF.', { title: 'File non valido', field: 'document' });
  }
  const documentId = randomUUID().replaceAll('-', '');
  await deps.documents.store(actor, {
    claimId: claim.id,
    documentId,
    fileType: 'airline_reply',
    fileName: `risposta-compagnia-${claim.practiceNumber}.pdf`,
    description: 'Risposta della compagnia aerea',
    bytes: input.bytes,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
  });
  return documentId;
}

/** AirlineReplied: the outcome, with its amount (accepted, partial, the voucher's value) or the airline's reason. */
export async function recordReply(deps: Pick<DemandsDeps, 'store' | 'executeCommand'>, actor: EventMetadata, input: { claimId: number; body: AirlineReplyBody }) {
  const { state } = await foldDemands(deps.store, input.claimId);
  workableClaim(state);
  const { body } = input;
  if (body.documentId && !state.files.has(body.documentId)) throw new DomainError('invalid', 'Il documento allegato non appartiene a questa pratica.', { field: 'documentId' });
  const airlineCode = state.sent.at(-1)?.airlineCode ?? state.letters.at(-1)?.airlineCode ?? '';
  await deps.executeCommand({
    stream: claimStream(input.claimId),
    decider: demandsDecider,
    command: {
      type: 'RecordReply',
      reply: {
        outcome: body.outcome,
        airlineCode,
        receivedOn: body.receivedOn,
        ...('amount' in body ? { amountCents: Math.round(body.amount * 100) } : {}),
        ...(body.reason ? { reason: body.reason } : {}),
        ...(body.documentId ? { documentId: body.documentId } : {}),
      },
    },
    metadata: actor,
    readModels: [DEMANDS_READ_MODEL],
  });
}
