import { retentionClassOf } from '../contracts/records-retention.js';
import type { DocumentsDeps } from './deps.js';
import { claimStoredFiles, listDocuments } from './read-models/claim-documents.js';

/**
 * The privacy module's port to documents: every stored file of the passenger's own (recorded uploads
 * and uploads never recorded) is deleted, and the uploads' table forgets the names they came with. The
 * business records (invoices, signed mandates, letters, the airline's replies, ENAC complaints) stay:
 * the law makes us keep them ten years, and the retention job deletes them then. Deleting a missing
 * blob is no error, so running it twice does no harm. Resolves with the files deleted and those kept.
 */
export async function eraseClaimFiles(deps: Pick<DocumentsDeps, 'pool' | 'storage'>, claimId: number): Promise<{ deleted: number; kept: number }> {
  const documents = await claimStoredFiles(deps.pool, claimId);
  const records = documents.filter((document) => retentionClassOf(document) === 'business_record');
  const { rows: uploads } = await deps.pool.query<{ storage_key: string }>('SELECT storage_key FROM document_uploads WHERE claim_id = $1', [claimId]);
  const kept = new Set(records.map((document) => document.storageKey));
  const keys = [...new Set([...documents.map((document) => document.storageKey), ...uploads.map((row) => row.storage_key)])].filter((key) => !kept.has(key));
  let deleted = 0;
  for (const key of keys) {
    if (!(await deps.storage.head(key))) continue;
    await deps.storage.delete(key);
    deleted++;
  }
  await deps.pool.query('DELETE FROM document_uploads WHERE claim_id = $1 AND recorded_at IS NULL', [claimId]);
  await deps.pool.query('UPDATE document_uploads SET original_name = NULL WHERE claim_id = $1', [claimId]);
  let stillStored = 0;
  for (const key of kept) if (await deps.storage.head(key)) stillStored++;
  return { deleted, kept: stillStored };
}

/** The claim's documents as an export lists them. */
export async function claimDocumentsForExport(deps: Pick<DocumentsDeps, 'pool'>, claimId: number) {
  return (await listDocuments(deps.pool, claimId)).documents;
}
