import { claimStream } from '../claims/contract.js';
import { retentionClassOf, type RetentionClass } from '../contracts/records-retention.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import type { DocumentsDeps } from './deps.js';
import { documentsDecider } from './documents-decider.js';
import { documentsWithFiles, type StoredFile } from './read-models/claim-documents.js';

/**
 * The retention job's port to documents: the stored files of these claims' documents of one retention
 * class (the passenger's uploads after the short period, the business records after ten years) are
 * deleted, then DocumentFilesDeleted is appended on each claim's stream. A crash in between leaves the
 * documents listed with files, so the next run deletes again (a missing file is no error) and records
 * them then; documents already recorded as deleted are not looked at again. Resolves with the claims
 * and files done.
 */
export async function deleteDocumentFiles(
  deps: Pick<DocumentsDeps, 'pool' | 'storage' | 'executeCommand'>,
  actor: EventMetadata,
  claimIds: number[],
  retention: RetentionClass,
): Promise<{ claims: number; files: number }> {
  const byClaim = new Map<number, StoredFile[]>();
  for (const document of await documentsWithFiles(deps.pool, claimIds)) {
    if (retentionClassOf(document) !== retention) continue;
    byClaim.set(document.claimId, [...(byClaim.get(document.claimId) ?? []), document]);
  }
  let files = 0;
  for (const [claimId, documents] of byClaim) {
    for (const document of documents) {
      if (!(await deps.storage.head(document.storageKey))) continue;
      await deps.storage.delete(document.storageKey);
      files++;
    }
    const documentIds = documents.map((document) => document.documentId);
    await deps.executeCommand({ stream: claimStream(claimId), decider: documentsDecider, command: { type: 'RecordFilesDeleted', documentIds, retention }, metadata: actor });
  }
  return { claims: byClaim.size, files };
}
