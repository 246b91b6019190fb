import { claimStream } from '../claims/contract.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { DocumentsDeps } from './deps.js';
import { documentsDecider, type DocumentCommand } from './documents-decider.js';
import { findDocument, listDocuments, type DocumentList, type DocumentView, type StoredDocument } from './read-models/claim-documents.js';

export type DocumentCommandDeps = Pick<DocumentsDeps, 'pool' | 'executeCommand'>;

export const documentNotFound = () => new DomainError('not_found', 'Il documento richiesto non esiste.', { title: 'Documento non trovato' });

/** What passengers and operators do to a claim's documents; each answer waits until the document lists show it. */
export function documentCommands(deps: DocumentCommandDeps) {
  const execute = (actor: EventMetadata, claimId: number, command: DocumentCommand, eventIds?: string[]) =>
    deps.executeCommand({ stream: claimStream(claimId), decider: documentsDecider, command, metadata: actor, readModels: ['claim_documents'], eventIds });

  const review = async (actor: EventMetadata, documentId: string, command: (document: StoredDocument) => DocumentCommand): Promise<DocumentView | undefined> => {
    const document = await findDocument(deps.pool, documentId);
    if (!document) throw documentNotFound();
    await execute(actor, document.claimId, command(document));
    return findDocument(deps.pool, document.id).then((updated) => updated && { ...updated, storageKey: undefined });
  };

  return {
    /** The decision on an uploaded file; its fixed event id makes a retried record a no-op. */
    recordDocument: (actor: EventMetadata, input: { claimId: number; document: Extract<DocumentCommand, { type: 'RecordDocument' }>['document']; eventId: string }) =>
      execute(actor, input.claimId, { type: 'RecordDocument', document: input.document }, [input.eventId]),

    verifyDocument: (actor: EventMetadata, input: { documentId: string }) => review(actor, input.documentId, (document) => ({ type: 'VerifyDocument', documentId: document.id })),

    rejectDocument: (actor: EventMetadata, input: { documentId: string; reason: string }) =>
      review(actor, input.documentId, (document) => ({ type: 'RejectDocument', documentId: document.id, reason: input.reason })),

    async completeDocuments(actor: EventMetadata, input: { claimId: number }): Promise<DocumentList> {
      await execute(actor, input.claimId, { type: 'CompleteDocuments' });
      return listDocuments(deps.pool, input.claimId);
    },
  };
}

export type DocumentCommands = ReturnType<typeof documentCommands>;
