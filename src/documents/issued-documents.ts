import { Readable } from 'node:stream';
import type { EventMetadata } from '../platform/event-store/index.js';
import { deterministicUuid } from '../platform/ids.js';
import type { FileType } from '../contracts/documents.js';
import { documentCommands, type DocumentCommandDeps } from './document-commands.js';
import { findDocument } from './read-models/claim-documents.js';
import type { BlobStorage } from './storage/blob-storage.js';

/** A PDF the product made for a claim (an invoice), or a PEC receipt (message/rfc822), to store as an operator's document. */
export interface IssuedDocument {
  claimId: number;
  /** Unset: a PDF. */
  mimeType?: 'application/pdf' | 'message/rfc822';
  documentId: string;
  fileType: FileType;
  fileName: string;
  description: string;
  bytes: Uint8Array;
  sha256: string;
}

/**
 * Port for the money path: stores a PDF the product issued and records it on the claim
 * (DocumentUploaded, uploadedBy operator); reads its bytes back for the passenger's download.
 * Retried with the same document id, it records nothing twice.
 */
export function issuedDocuments(deps: DocumentCommandDeps & { storage: BlobStorage }) {
  const commands = documentCommands(deps);
  return {
    async store(actor: EventMetadata, document: IssuedDocument): Promise<void> {
      const storageKey = `claims/${document.claimId}/${document.documentId}`;
      const mimeType = document.mimeType ?? 'application/pdf';
      await deps.storage.put(storageKey, Readable.from([Buffer.from(document.bytes)]), mimeType);
      await commands.recordDocument(actor, {
        claimId: document.claimId,
        eventId: deterministicUuid(`issued-document:${document.documentId}`),
        document: {
          documentId: document.documentId,
          storageKey,
          fileType: document.fileType,
          fileName: document.fileName,
          originalName: document.fileName,
          mimeType,
          fileSize: document.bytes.byteLength,
          sha256: document.sha256,
          description: document.description,
          uploadedBy: 'operator',
        },
      });
    },

    /** The document's bytes when it belongs to this claim and its file is still kept; undefined otherwise. */
    async read(claimId: number, documentId: string): Promise<Readable | undefined> {
      const document = await findDocument(deps.pool, documentId);
      if (!document || document.claimId !== claimId || !document.storageKey) return undefined;
      return deps.storage.get(document.storageKey).catch(() => undefined);
    },
  };
}

export type IssuedDocuments = ReturnType<typeof issuedDocuments>;
