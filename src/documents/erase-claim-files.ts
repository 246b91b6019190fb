import type { DocumentsDeps } from './deps.js';
import { listDocuments } from './read-models/claim-documents.js';

/**
 * The privacy module's port to documents: every stored file of the claim is deleted (recorded ones
 * and uploads never recorded), and the uploads' table forgets the names they came with. Deleting a
 * missing blob is no error, so running it twice does no harm. Resolves with the files deleted.
 */
export async function eraseClaimFiles(deps: Pick<DocumentsDeps, 'pool' | 'storage'>, claimId: number): Promise<number> {
  const { rows: documents } = await deps.pool.query<{ storage_key: string }>('SELECT storage_key FROM claim_documents WHERE claim_id = $1', [claimId]);
  const { rows: uploads } = await deps.pool.query<{ storage_key: string }>('SELECT storage_key FROM document_uploads WHERE claim_id = $1', [claimId]);
  const keys = [...new Set([...documents, ...uploads].map((row) => row.storage_key))];
  let deleted = 0;
  for (const key of keys) {
    if (!(await deps.storage.head(key))) continue;
    await deps.storage.delete(key);
    deleted++;
  }
  await deps.pool.query('DELETE FROM document_uploads WHERE claim_id = $1 AND recorded_at IS NULL', [claimId]);
  await deps.pool.query('UPDATE document_uploads SET original_name = NULL WHERE claim_id = $1', [claimId]);
  return deleted;
}

/** The claim's documents as an export lists them. */
export async function claimDocumentsForExport(deps: Pick<DocumentsDeps, 'pool'>, claimId: number) {
  return (await listDocuments(deps.pool, claimId)).documents;
}
