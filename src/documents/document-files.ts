import type { Readable } from 'node:stream';
import { DomainError } from '../platform/domain-error.js';
import type { DocumentsDeps } from './deps.js';
import { documentNotFound } from './document-commands.js';
import { findDocument, type StoredDocument } from './read-models/claim-documents.js';
import { BlobNotFoundError } from './storage/blob-storage.js';

const fileDeleted = () =>
  new DomainError('not_found', 'Il file non è più disponibile: è stato eliminato al termine del periodo di conservazione.', { title: 'File eliminato' });

/** A document's bytes for an operator, with what the answer's headers need. */
export async function openDocument(deps: Pick<DocumentsDeps, 'pool' | 'storage'>, documentId: string): Promise<{ document: StoredDocument; body: Readable }> {
  const document = await findDocument(deps.pool, documentId);
  if (!document) throw documentNotFound();
  if (document.fileDeletedAt) throw fileDeleted();
  const body = await deps.storage.get(document.storageKey).catch((error: unknown) => {
    throw error instanceof BlobNotFoundError ? documentNotFound() : error;
  });
  return { document, body };
}

/** A stored document's bytes, whole: the communications module's port for the files an e-mail carries (an invoice, a few kB). */
export async function documentContent(deps: Pick<DocumentsDeps, 'pool' | 'storage'>, documentId: string): Promise<Buffer> {
  const { body } = await openDocument(deps, documentId);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
