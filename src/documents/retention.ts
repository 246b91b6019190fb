import { claimStream } from '../claims/contract.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import type { DocumentsDeps } from './deps.js';
import { documentsDecider } from './documents-decider.js';
import { documentsWithFiles } from './read-models/claim-documents.js';

/**
 * The retention job's port to documents: the stored files of these claims' documents are deleted,
 * then DocumentFilesDeleted is appended on each claim's stream. A crash in between leaves the
 * documents listed with files, so the next run deletes again (a missing file is no error) and
 * records them then. Resolves with the claims and files done.
 */
export async function deleteDocumentFiles(
  deps: Pick<DocumentsDeps, 'pool' | 'storage' | 'executeCommand'>,
  actor: EventMetadata,
  claimIds: number[],
): Promise<{ claims: number; files: number }> {
  const byClaim = new Map<number, { documentId: string; storageKey: string }[]>();
  for (const document of await documentsWithFiles(deps.pool, claimIds)) byClaim.set(document.claimId, [...(byClaim.get(document.claimId) ?? []), document]);
  let files = 0;
  for (const [claimId, documents] of byClaim) {
    for (const document of documents) {
      if (!(await deps.storage.head(document.storageKey))) continue;
      await deps.storage.delete(document.storageKey);
      files++;
    }
    const documentIds = documents.map((document) => document.documentId);
    await deps.executeCommand({ stream: claimStream(claimId), decider: documentsDecider, command: { type: 'RecordFilesDeleted', documentIds }, metadata: actor });
  }
  return { claims: byClaim.size, files };
}
