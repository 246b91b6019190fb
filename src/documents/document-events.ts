/** Document events live on the claim's stream `claim-{id}`, next to the claim's own. */

import { z } from 'zod';
import { FILE_TYPES, type FileType } from '../contracts/documents.js';
import type { RetentionClass } from '../contracts/records-retention.js';

export { FILE_TYPES, FILE_TYPE_LABELS, MAX_DOCUMENTS, MAX_FILE_BYTES, PASSENGER_FILE_TYPES, isGeneratedFileType, type FileType } from '../contracts/documents.js';

export interface DocumentUploadedData {
  documentId: string;
  practiceNumber: string;
  storageKey: string;
  fileType: FileType;
  fileName: string;
  originalName: string;
  /** message/rfc822: a PEC receipt kept with the letter it is about (stored by the product, never uploaded). */
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'message/rfc822';
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
  /** Which period ran out: the passenger's uploads' or the business records'. Absent on older events, which deleted every file. */
  retention?: RetentionClass;
}

const fileType = z.enum(FILE_TYPES);

export const documentUploadedData = z.looseObject({
  documentId: z.string(),
  practiceNumber: z.string(),
  storageKey: z.string(),
  fileType,
  fileName: z.string(),
  originalName: z.string(),
  mimeType: z.enum(['application/pdf', 'image/jpeg', 'image/png', 'message/rfc822']),
  fileSize: z.number(),
  sha256: z.string(),
  description: z.string().nullable(),
  uploadedBy: z.enum(['user', 'operator']),
}) satisfies z.ZodType<DocumentUploadedData>;
export const documentVerifiedData = z.looseObject({ documentId: z.string() });
export const documentRejectedData = z.looseObject({ documentId: z.string(), reason: z.string(), wasVerified: z.boolean() });
export const documentsCompletedData = z.looseObject({ documents: z.number() });
export const documentViewedData = z.looseObject({ documentId: z.string(), fileType, action: z.enum(['opened', 'downloaded']) }) satisfies z.ZodType<DocumentViewedData>;
export const documentFilesDeletedData = z.looseObject({
  documentIds: z.array(z.string()),
  reason: z.literal('retention'),
  retention: z.enum(['passenger_upload', 'business_record']).optional(),
}) satisfies z.ZodType<DocumentFilesDeletedData>;

export type DocumentEvent =
  | { type: 'DocumentUploaded'; data: DocumentUploadedData }
  | { type: 'DocumentVerified'; data: { documentId: string } }
  | { type: 'DocumentRejected'; data: { documentId: string; reason: string; wasVerified: boolean } }
  | { type: 'DocumentsCompleted'; data: { documents: number } }
  | { type: 'DocumentViewed'; data: DocumentViewedData }
  | { type: 'DocumentFilesDeleted'; data: DocumentFilesDeletedData };

export const DOCUMENT_EVENT_TYPES: readonly DocumentEvent['type'][] = ['DocumentUploaded', 'DocumentVerified', 'DocumentRejected', 'DocumentsCompleted', 'DocumentViewed', 'DocumentFilesDeleted'];
