import type pg from 'pg';
import { foldAround } from '../../../projections/fold-around.js';
import { foldIntoRows } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import { CLAIM_EVENT, claimIdOfStream } from '../../claims/contract.js';
import type { DocumentList, DocumentView } from '../../contracts/documents.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { isoTimestamp } from '../../platform/db/timestamps.js';
import { ERASED_PERSONAL_DATA } from '../../platform/personal-data/declaration.js';
import { FILE_TYPE_LABELS, type DocumentEvent, type DocumentFilesDeletedData, type FileType } from '../document-events.js';
import { sufficiencyOf } from '../sufficiency.js';

/** Each claim's documents and their review state; the bytes stay in blob storage. */
export const claimDocumentsProjection: Projection = {
  kind: 'projection',
  name: 'claim_documents',
  tables: ['claim_documents'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_documents (
      id text PRIMARY KEY,
      claim_id bigint NOT NULL,
      practice_number text NOT NULL,
      storage_key text NOT NULL,
      file_type text NOT NULL,
      file_name text NOT NULL,
      original_name text NOT NULL,
      mime_type text NOT NULL,
      file_size bigint NOT NULL,
      sha256 text NOT NULL,
      description text,
      uploaded_by text NOT NULL,
      status text NOT NULL,
      rejection_reason text,
      reviewed_by text,
      reviewed_at timestamptz,
      created_at timestamptz NOT NULL,
      file_deleted_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS claim_documents_by_claim ON claim_documents (claim_id, created_at);
  `,
  handles: (event) => isDocumentEvent(event) || isWholesale(event),
  async apply(events, db) {
    const fold = (run: RecordedEvent[]) => foldIntoRows(db, run, {
      table: 'claim_documents',
      key: 'id',
      keyType: 'text',
      keyOf: (event) => (isDocumentEvent(event) ? (event.data as { documentId: string }).documentId : undefined),
      fold(row, recorded) {
        const event = { type: recorded.type, data: recorded.data } as DocumentEvent;
        const at = recorded.metadata.requestedAt;
        const actor = recorded.metadata.actor as { name?: string; id: string };
        if (event.type === 'DocumentUploaded') {
          if (row) return undefined;
          const data = event.data;
          return {
            id: data.documentId,
            claim_id: claimIdOfStream(recorded.stream),
            practice_number: data.practiceNumber,
            storage_key: data.storageKey,
            file_type: data.fileType,
            file_name: data.fileName,
            original_name: data.originalName,
            mime_type: data.mimeType,
            file_size: data.fileSize,
            sha256: data.sha256,
            description: data.description,
            uploaded_by: data.uploadedBy,
            status: 'pending',
            rejection_reason: null,
            reviewed_by: null,
            reviewed_at: null,
            created_at: at,
            file_deleted_at: null,
          };
        }
        if (!row) return undefined;
        if (event.type === 'DocumentVerified') return { ...row, status: 'verified', rejection_reason: null, reviewed_by: actor.name ?? actor.id, reviewed_at: at };
        if (event.type === 'DocumentRejected') return { ...row, status: 'rejected', rejection_reason: event.data.reason, reviewed_by: actor.name ?? actor.id, reviewed_at: at };
        return undefined;
      },
    });
    await foldAround(events, isWholesale, fold, (event) =>
      event.type === CLAIM_EVENT.PersonalDataErased ? eraseDocumentRows(db, claimIdOfStream(event.stream)!) : markFilesDeleted(db, event as RecordedEvent<'DocumentFilesDeleted', DocumentFilesDeletedData>),
    );
  },
};

/** Events that change several documents at once. */
const isWholesale = (event: RecordedEvent) => event.type === CLAIM_EVENT.PersonalDataErased || event.type === 'DocumentFilesDeleted';

async function markFilesDeleted(db: pg.PoolClient, event: RecordedEvent<'DocumentFilesDeleted', DocumentFilesDeletedData>): Promise<void> {
  await db.query('UPDATE claim_documents SET file_deleted_at = $2 WHERE id = ANY($1) AND file_deleted_at IS NULL', [event.data.documentIds, event.metadata.requestedAt]);
}

/**
 * The names and words the passenger or operators gave the claim's files, overwritten whatever they
 * held (a null stays null), so rows folded from plain events and from erased ones come out the same.
 * Type, size, status and checksum stay for the statistics and the audit; the bytes are deleted apart.
 */
async function eraseDocumentRows(db: pg.PoolClient, claimId: number): Promise<void> {
  await db.query(
    `UPDATE claim_documents
        SET file_name = $2, original_name = $2,
            description = CASE WHEN description IS NULL THEN NULL ELSE $2 END,
            rejection_reason = CASE WHEN rejection_reason IS NULL THEN NULL ELSE $2 END
      WHERE claim_id = $1`,
    [claimId, ERASED_PERSONAL_DATA],
  );
}

function isDocumentEvent(event: RecordedEvent): boolean {
  return event.type === 'DocumentUploaded' || event.type === 'DocumentVerified' || event.type === 'DocumentRejected';
}

export type { DocumentList, DocumentView };

/** The claims' documents whose files are still stored, with what decides how long they are kept. */
export async function documentsWithFiles(db: pg.Pool, claimIds: number[]): Promise<StoredFile[]> {
  const { rows } = await db.query<{ claim_id: string; id: string; storage_key: string; file_type: FileType; uploaded_by: string }>(
    'SELECT claim_id, id, storage_key, file_type, uploaded_by FROM claim_documents WHERE claim_id = ANY($1) AND file_deleted_at IS NULL ORDER BY claim_id, id',
    [claimIds],
  );
  return rows.map((row) => ({ claimId: Number(row.claim_id), documentId: row.id, storageKey: row.storage_key, fileType: row.file_type, uploadedBy: row.uploaded_by }));
}

export interface StoredFile {
  claimId: number;
  documentId: string;
  storageKey: string;
  fileType: FileType;
  uploadedBy: string;
}

/** The storage keys of one claim's documents, each with what decides how long it is kept. */
export async function claimStoredFiles(db: pg.Pool, claimId: number): Promise<StoredFile[]> {
  const { rows } = await db.query<{ id: string; storage_key: string; file_type: FileType; uploaded_by: string }>('SELECT id, storage_key, file_type, uploaded_by FROM claim_documents WHERE claim_id = $1', [claimId]);
  return rows.map((row) => ({ claimId, documentId: row.id, storageKey: row.storage_key, fileType: row.file_type, uploadedBy: row.uploaded_by }));
}

/** A document with what only the server uses: its claim and where its bytes are. */
export type StoredDocument = DocumentView & { claimId: number; storageKey: string };

function toView(row: Record<string, unknown>): DocumentView {
  return {
    id: row.id as string,
    practiceNumber: row.practice_number as string,
    fileName: row.file_name as string,
    originalName: row.original_name as string,
    fileType: row.file_type as FileType,
    fileTypeLabel: FILE_TYPE_LABELS[row.file_type as FileType],
    mimeType: row.mime_type as string,
    fileSize: Number(row.file_size),
    description: row.description as string | null,
    uploadedBy: row.uploaded_by as string,
    status: row.status as DocumentView['status'],
    isVerified: row.status === 'verified',
    rejectionReason: row.rejection_reason as string | null,
    reviewedBy: row.reviewed_by as string | null,
    reviewedAt: isoTimestamp(row.reviewed_at),
    createdAt: isoTimestamp(row.created_at)!,
    fileDeletedAt: isoTimestamp(row.file_deleted_at),
    objectPath: `/api/admin/documents/${row.id as string}/content`,
  };
}

export async function listDocuments(db: pg.Pool, claimId: number): Promise<DocumentList> {
  const { rows } = await db.query('SELECT * FROM claim_documents WHERE claim_id = $1 ORDER BY created_at, id', [claimId]);
  const documents = rows.map(toView);
  return { documents, sufficiency: sufficiencyOf(documents) };
}

export async function findDocument(db: pg.Pool, documentId: string): Promise<StoredDocument | undefined> {
  const { rows } = await db.query('SELECT * FROM claim_documents WHERE id = $1', [documentId]);
  return rows[0] && { ...toView(rows[0]), claimId: Number(rows[0].claim_id), storageKey: rows[0].storage_key };
}
