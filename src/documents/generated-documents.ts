import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EventMetadata } from '../platform/event-store/index.js';
import type { DocumentsDeps } from './deps.js';
import { documentCommands } from './document-commands.js';
import type { FileType } from './document-events.js';
import { documentNotFound } from './document-commands.js';
import { findDocument } from './read-models/claim-documents.js';
import { BlobNotFoundError } from './storage/blob-storage.js';

export interface GeneratedDocument {
  claimId: number;
  fileType: FileType;
  fileName: string;
  mimeType: 'application/pdf';
  bytes: Uint8Array;
}

/**
 * Port for files the server makes on a passenger's behalf (a signed mandate): stored like an upload,
 * under a random key in the claim's folder, and recorded as the passenger's document, so operators
 * open it, retention deletes it and erasure removes it with the rest.
 */
export function generatedDocuments(deps: Pick<DocumentsDeps, 'pool' | 'storage' | 'executeCommand'>) {
  const commands = documentCommands(deps);
  return {
    async store(actor: EventMetadata, file: GeneratedDocument): Promise<{ documentId: string; sha256: string }> {
      const documentId = randomUUID().replaceAll('-', '');
      const storageKey = `claims/${file.claimId}/${documentId}`;
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      await deps.storage.put(storageKey, Readable.from([Buffer.from(file.bytes)]), file.mimeType);
      const document = {
        documentId,
        storageKey,
        fileType: file.fileType,
        fileName: file.fileName,
        originalName: file.fileName,
        mimeType: file.mimeType,
        fileSize: file.bytes.byteLength,
        sha256,
        description: null,
        uploadedBy: 'user' as const,
      };
      await commands.recordDocument(actor, { claimId: file.claimId, document, eventId: randomUUID() }).catch(async (error: unknown) => {
        await deps.storage.delete(storageKey).catch(() => {});
        throw error;
      });
      return { documentId, sha256 };
    },

    /** The stored bytes of a document, as they are now (for checking a hash). */
    async bytes(documentId: string): Promise<Buffer> {
      const document = await findDocument(deps.pool, documentId);
      if (!document || document.fileDeletedAt) throw documentNotFound();
      const body = await deps.storage.get(document.storageKey).catch((error: unknown) => {
        throw error instanceof BlobNotFoundError ? documentNotFound() : error;
      });
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
  };
}

export type GeneratedDocuments = ReturnType<typeof generatedDocuments>;
