import type { Readable } from 'node:stream';
import type { DocumentsDeps } from './deps.js';
import { documentNotFound } from './document-commands.js';
import { findDocument, type StoredDocument } from './read-models/claim-documents.js';
import { BlobNotFoundError } from './storage/blob-storage.js';

/** A document's bytes for an operator, with what the answer's headers need. */
export async function openDocument(deps: Pick<DocumentsDeps, 'pool' | 'storage'>, documentId: string): Promise<{ document: StoredDocument; body: Readable }> {
  const document = await findDocument(deps.pool, documentId);
  if (!document) throw documentNotFound();
  const body = await deps.storage.get(document.storageKey).catch((error: unknown) => {
    throw error instanceof BlobNotFoundError ? documentNotFound() : error;
  });
  return { document, body };
}
