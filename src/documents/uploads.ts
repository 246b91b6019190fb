import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { claimStream } from '../claims/contract.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { HttpProblem, TooManyRequests } from '../platform/http/problem.js';
import { deterministicUuid } from '../platform/ids.js';
import type { DocumentsDeps } from './deps.js';
import { MAX_DOCUMENTS, type FileType } from './document-events.js';
import { documentCommands } from './document-commands.js';
import { claimRejected, documentsDecider, personalDataErased, tooManyDocuments, uploadedCount } from './documents-decider.js';
import { sanitiseFileName } from './file-checks.js';
import { listDocuments, type DocumentView } from './read-models/claim-documents.js';
import { receiveUpload, type ReceivedUpload } from './receive-upload.js';
import { grantUpload, type UploadGrant } from './upload-grant.js';

export type UploadDeps = Pick<DocumentsDeps, 'pool' | 'store' | 'storage' | 'executeCommand' | 'uploadGrantKey' | 'pendingUploadsPerClaim'>;

export interface RecordInput {
  claimId: number;
  publicId: string;
  fileType: FileType;
  originalName?: string;
  description?: string | null;
}

/**
 * A passenger's file, from grant to record: each upload has a `document_uploads` row from before its
 * first byte is stored until the document is recorded on the claim, so the orphan sweeper finds
 * whatever was never recorded.
 */
export function passengerUploads(deps: UploadDeps) {
  const commands = documentCommands(deps);

  // Room comes back as soon as a pending upload is recorded: a minute is a fair wait to suggest.
  const ensureRoomForPending = async (claimId: number) => {
    if ((await pendingUploads(deps.pool, claimId)) < deps.pendingUploadsPerClaim) return;
    const limit = deps.pendingUploadsPerClaim;
    throw new TooManyRequests(60, 'Troppi caricamenti in sospeso', `Ci sono già ${limit} file caricati e non ancora registrati per questa pratica: completa quelli prima di aggiungerne altri.`);
  };

  return {
    /** The signature for one more file, unless the claim could not record it. */
    async grant(claimId: number, now: Date): Promise<UploadGrant> {
      await ensureRoomForPending(claimId);
      const { state } = await foldStream(deps.store, claimStream(claimId), documentsDecider);
      if (state.erased) throw personalDataErased();
      if (state.rejected) throw claimRejected();
      if (uploadedCount(state) >= MAX_DOCUMENTS) throw tooManyDocuments();
      return grantUpload(claimId, deps.uploadGrantKey, now);
    },

    /** Streams a granted file into storage; `onBodyRefused` hears when the body itself was refused (too large, wrong type). */
    async receive(input: { claimId: number; publicId: string; body: IncomingMessage; onBodyRefused: () => void }): Promise<ReceivedUpload> {
      const { claimId, publicId } = input;
      const storageKey = `claims/${claimId}/${publicId}`;
      // Grants last an hour, so the pending count is checked again where the disk is actually taken.
      await ensureRoomForPending(claimId);
      // The row comes first, so whatever happens next (a refusal, a crash) the sweeper finds the blob.
      if (!(await reserveUpload(deps.pool, { publicId, claimId, storageKey }))) {
        throw new DomainError('conflict', 'Questo caricamento è già stato completato.', { title: 'Caricamento già eseguito' });
      }
      const received = await receiveUpload(input.body, deps.storage, storageKey).catch(async (error: unknown) => {
        await deps.storage.delete(storageKey).catch(() => {});
        await forgetUpload(deps.pool, publicId);
        input.onBodyRefused();
        throw error;
      });
      await describeUpload(deps.pool, publicId, received);
      return received;
    },

    /** Records a received file on the claim, as the document list now shows it. */
    async record(actor: EventMetadata, input: RecordInput): Promise<DocumentView | undefined> {
      // Claimed before the append, so the orphan sweeper cannot take the blob from under the record.
      const upload = await claimUpload(deps.pool, input.publicId, input.claimId);
      if (!upload) throw new HttpProblem(400, 'Dati non validi', 'Caricamento non trovato: carica di nuovo il file.', [{ field: 'public_id', message: 'Caricamento non trovato' }]);
      const stored = await deps.storage.head(upload.storage_key);
      if (!stored || stored.size !== Number(upload.size)) throw new DomainError('invalid', 'Il file caricato non è più disponibile: caricalo di nuovo.');
      const document = {
        documentId: upload.public_id,
        storageKey: upload.storage_key,
        fileType: input.fileType,
        fileName: sanitiseFileName(input.originalName || upload.original_name, upload.mime_type),
        originalName: sanitiseFileName(upload.original_name || input.originalName, upload.mime_type),
        mimeType: upload.mime_type,
        fileSize: Number(upload.size),
        sha256: upload.sha256,
        description: input.description || null,
        uploadedBy: 'user' as const,
      };
      await commands.recordDocument(actor, { claimId: input.claimId, document, eventId: deterministicUuid(`document:${upload.public_id}`) }).catch(async (error: unknown) => {
        // Refused (the 11th file, a rejected claim): the upload is an orphan again, for the sweeper.
        if (upload.claimed_now) await releaseUpload(deps.pool, upload.public_id);
        throw error;
      });
      const { documents } = await listDocuments(deps.pool, input.claimId);
      return documents.find((listed) => listed.id === upload.public_id);
    },
  };
}

interface UploadRow {
  public_id: string;
  storage_key: string;
  size: string;
  mime_type: ReceivedUpload['mimeType'];
  sha256: string;
  original_name: string;
  claimed_now: boolean;
}

async function pendingUploads(pool: pg.Pool, claimId: number): Promise<number> {
  const { rows } = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM document_uploads WHERE claim_id = $1 AND recorded_at IS NULL', [claimId]);
  return rows[0]!.count;
}

/** False when the upload was received already (a grant used twice). */
async function reserveUpload(pool: pg.Pool, upload: { publicId: string; claimId: number; storageKey: string }): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO document_uploads (public_id, claim_id, storage_key, size, mime_type, sha256) VALUES ($1, $2, $3, 0, '', '') ON CONFLICT DO NOTHING`,
    [upload.publicId, upload.claimId, upload.storageKey],
  );
  return Boolean(rowCount);
}

async function forgetUpload(pool: pg.Pool, publicId: string): Promise<void> {
  await pool.query('DELETE FROM document_uploads WHERE public_id = $1', [publicId]);
}

async function describeUpload(pool: pg.Pool, publicId: string, received: ReceivedUpload): Promise<void> {
  await pool.query('UPDATE document_uploads SET size = $2, mime_type = $3, sha256 = $4, original_name = $5 WHERE public_id = $1', [
    publicId,
    received.size,
    received.mimeType,
    received.sha256,
    received.originalName.slice(0, 1_000),
  ]);
}

/** The received upload, marked as being recorded; `claimed_now` when this call marked it. */
async function claimUpload(pool: pg.Pool, publicId: string, claimId: number): Promise<UploadRow | undefined> {
  const { rows } = await pool.query<UploadRow>(
    `UPDATE document_uploads SET recorded_at = coalesce(recorded_at, now())
      WHERE public_id = $1 AND claim_id = $2 AND size > 0
      RETURNING *, recorded_at = now() AS claimed_now`,
    [publicId, claimId],
  );
  return rows[0];
}

async function releaseUpload(pool: pg.Pool, publicId: string): Promise<void> {
  await pool.query('UPDATE document_uploads SET recorded_at = NULL WHERE public_id = $1', [publicId]);
}
