/** Document events live on the claim's stream `claim-{id}`, next to the claim's own. */

import type { FileType } from '../contracts/documents.js';

export { FILE_TYPES, FILE_TYPE_LABELS, MAX_DOCUMENTS, MAX_FILE_BYTES, PASSENGER_FILE_TYPES, isGeneratedFileType, type FileType } from '../contracts/documents.js';

export interface DocumentUploadedData {
  documentId: string;
  practiceNumber: string;
  storageKey: string;
  fileType: FileType;
  fileName: string;
  originalName: string;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  fileSize: number;
  sha256: string;
  description: string | null;
  uploadedBy: 'user' | 'operator';
}

/** An operator saw a document's bytes: the access trail the passenger is owed. Nothing personal in it. */
export interface DocumentViewedData {
  documentId: string;
  fileType: FileType;
  action: 'opened' | 'downloaded';
}

/** The retention period after the claim closed has run out: these documents' files were deleted (their records stay). */
export interface DocumentFilesDeletedData {
  documentIds: string[];
  reason: 'retention';
}

export type DocumentEvent =
  | { type: 'DocumentUploaded'; data: DocumentUploadedData }
  | { type: 'DocumentVerified'; data: { documentId: string } }
  | { type: 'DocumentRejected'; data: { documentId: string; reason: string; wasVerified: boolean } }
  | { type: 'DocumentsCompleted'; data: { documents: number } }
  | { type: 'DocumentViewed'; data: DocumentViewedData }
  | { type: 'DocumentFilesDeleted'; data: DocumentFilesDeletedData };

export const DOCUMENT_EVENT_TYPES: readonly DocumentEvent['type'][] = ['DocumentUploaded', 'DocumentVerified', 'DocumentRejected', 'DocumentsCompleted', 'DocumentViewed', 'DocumentFilesDeleted'];
