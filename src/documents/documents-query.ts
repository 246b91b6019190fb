import type pg from 'pg';
import { FILE_TYPE_LABELS, type FileType } from './document-events.js';
import { sufficiencyOf, type Sufficiency } from './sufficiency.js';

export interface DocumentView {
  id: string;
  practiceNumber: string;
  fileName: string;
  originalName: string;
  fileType: FileType;
  fileTypeLabel: string;
  mimeType: string;
  fileSize: number;
  description: string | null;
  uploadedBy: string;
  status: 'pending' | 'verified' | 'rejected';
  isVerified: boolean;
  rejectionReason: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  /** Where operators open it; passengers get 401 there. */
  objectPath: string;
}

export interface DocumentList {
  documents: DocumentView[];
  sufficiency: Sufficiency;
}

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
    reviewedAt: row.reviewed_at instanceof Date ? row.reviewed_at.toISOString() : null,
    createdAt: (row.created_at as Date).toISOString(),
    objectPath: `/api/admin/documents/${row.id as string}/content`,
  };
}

export async function listDocuments(db: pg.Pool, claimId: number): Promise<DocumentList> {
  const { rows } = await db.query('SELECT * FROM claim_documents WHERE claim_id = $1 ORDER BY created_at, id', [claimId]);
  const documents = rows.map(toView);
  return { documents, sufficiency: sufficiencyOf(documents) };
}

export async function findDocument(db: pg.Pool, documentId: string): Promise<(DocumentView & { claimId: number; storageKey: string }) | undefined> {
  const { rows } = await db.query('SELECT * FROM claim_documents WHERE id = $1', [documentId]);
  return rows[0] && { ...toView(rows[0]), claimId: Number(rows[0].claim_id), storageKey: rows[0].storage_key };
}
