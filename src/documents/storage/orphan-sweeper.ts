import type pg from 'pg';
import type { Logger } from '../../platform/logger.js';
import { runAlone } from '../../platform/db/session-lock.js';
import { runPeriodically } from '../../platform/periodic.js';
import type { BlobStorage } from './blob-storage.js';
import { LocalBlobStorage } from './local-blob-storage.js';

const BATCH_SIZE = 500;
/** Blob deletions in flight at once within a batch. */
const DELETE_CONCURRENCY = 8;

export interface OrphanUpload {
  publicId: string;
  claimId: string;
  storageKey: string;
  size: string;
  uploadedAt: Date;
}

export interface OrphanSweepOptions {
  olderThanHours?: number;
  now?: Date;
  onRemoved?: (upload: OrphanUpload) => void;
  /** A blob that could not be removed: its row stays, for the next sweep. */
  onBlobError?: (upload: OrphanUpload, error: unknown) => void;
}

interface DeletedRow {
  public_id: string;
  claim_id: string;
  storage_key: string;
  size: string;
  uploaded_at: Date;
  /** The row exactly as stored, to put it back when its blob could not be removed. */
  image: unknown;
}

/**
 * Removes uploads never recorded on a claim within `olderThanHours`, blob and row; resolves with
 * how many were removed.
 *
 * Each batch is one transaction: DELETE … RETURNING takes the rows (and locks them, so a late
 * attempt to record one waits and then finds nothing), their blobs are deleted, the rows whose
 * blob could not be deleted are inserted back, then COMMIT. So a row disappears only once its blob
 * is gone; a crash before COMMIT leaves every row, and the next sweep deletes the blobs again,
 * already-missing ones being fine.
 */
export async function sweepOrphanUploads(pool: pg.Pool, storage: BlobStorage, options: OrphanSweepOptions = {}): Promise<number> {
  const { olderThanHours = 24, now = new Date() } = options;
  const cutoff = new Date(now.getTime() - olderThanHours * 3_600_000);
  const keptBack: string[] = [];
  let removed = 0;
  for (;;) {
    const batch = await sweepBatch(pool, storage, cutoff, keptBack, options);
    removed += batch.removed;
    keptBack.push(...batch.keptBack);
    // A short batch was the last; a batch with nothing removed means the storage is failing: retry next sweep.
    if (batch.taken < BATCH_SIZE || batch.removed === 0) return removed;
  }
}

async function sweepBatch(pool: pg.Pool, storage: BlobStorage, cutoff: Date, skip: string[], options: OrphanSweepOptions) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<DeletedRow>(
      `DELETE FROM document_uploads
        WHERE public_id IN (SELECT public_id FROM document_uploads
                             WHERE recorded_at IS NULL AND uploaded_at < $1 AND public_id <> ALL($2::text[])
                             ORDER BY uploaded_at
                             LIMIT ${BATCH_SIZE}
                             FOR UPDATE SKIP LOCKED)
        RETURNING public_id, claim_id, storage_key, size, uploaded_at, to_jsonb(document_uploads.*) AS image`,
      [cutoff, skip],
    );
    const failed: DeletedRow[] = [];
    await forEachConcurrently(rows, DELETE_CONCURRENCY, async (row) => {
      try {
        await storage.delete(row.storage_key);
      } catch (error) {
        failed.push(row);
        options.onBlobError?.(toUpload(row), error);
      }
    });
    if (failed.length > 0) {
      await client.query('INSERT INTO document_uploads SELECT * FROM jsonb_populate_recordset(NULL::document_uploads, $1::jsonb)', [
        JSON.stringify(failed.map((row) => row.image)),
      ]);
    }
    await client.query('COMMIT');
    for (const row of rows) if (!failed.includes(row)) options.onRemoved?.(toUpload(row));
    return { taken: rows.length, removed: rows.length - failed.length, keptBack: failed.map((row) => row.public_id) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export interface OrphanSweeperOptions {
  everyMs?: number;
  olderThanHours?: number;
  clock?: () => Date;
}

/**
 * Sweeps now and then every `everyMs`, one process at a time (a PostgreSQL session advisory lock
 * held on a dedicated connection for the whole sweep). Resolves the returned stop function once
 * a sweep in progress has finished.
 */
export function startOrphanSweeper(
  pool: pg.Pool,
  storage: BlobStorage,
  logger: Logger,
  { everyMs = 3_600_000, olderThanHours = 24, clock = () => new Date() }: OrphanSweeperOptions = {},
): () => Promise<void> {
  const sweep = async () => {
    const now = clock();
    const removed = await sweepOrphanUploads(pool, storage, {
      olderThanHours,
      now,
      onRemoved: (upload) => logger.info({ upload }, 'orphan upload removed'),
      onBlobError: (upload, error) => logger.warn({ upload, err: error }, 'orphan upload kept: its blob could not be removed'),
    });
    const cutoff = new Date(now.getTime() - olderThanHours * 3_600_000);
    const temporaryFiles = storage instanceof LocalBlobStorage ? await storage.removeStaleTemporaryFiles(cutoff) : 0;
    logger.info({ removed, temporaryFiles, olderThanHours }, 'orphan upload sweep done');
  };
  const sweepOnce = async () => {
    if (!(await runAlone(pool, 'documents:orphan-sweeper', sweep))) logger.debug('orphan upload sweep skipped: another process is sweeping');
  };

  return runPeriodically(sweepOnce, everyMs, (error) => logger.error({ err: error }, 'orphan upload sweep failed'));
}

function toUpload(row: DeletedRow): OrphanUpload {
  return { publicId: row.public_id, claimId: row.claim_id, storageKey: row.storage_key, size: row.size, uploadedAt: row.uploaded_at };
}

async function forEachConcurrently<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
