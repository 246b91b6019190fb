import { FILE_TYPE_LABELS, PASSENGER_FILE_TYPES, MAX_DOCUMENTS, MAX_FILE_BYTES, MINIMUM_DOCUMENTS, type DocumentList, type DocumentView, type FileType, type Sufficiency } from '@contracts/documents';

export { MAX_DOCUMENTS, MAX_FILE_BYTES, MINIMUM_DOCUMENTS, type Sufficiency };

export type DocumentType = FileType;

/** The document kinds a passenger can upload (the server's fileType values) with their Italian labels. */
export const DOCUMENT_TYPES = PASSENGER_FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] }));

export const ACCEPTED_EXTENSIONS = '.pdf,.jpg,.jpeg,.png';

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPES.find((entry) => entry.value === type)?.label ?? 'Altro documento';
}

export type PracticeDocument = DocumentView;
export type PracticeDocuments = DocumentList;

const NOTHING_YET: Sufficiency = { sufficient: false, hasBoardingPass: false, hasIdentityDocument: false, count: 0, minimum: MINIMUM_DOCUMENTS };

/** The server's verdict on the documents (it applies the rule); nothing is sufficient before the list has loaded. */
export function sufficiencyOf(list: PracticeDocuments | undefined): Sufficiency {
  return list?.sufficiency ?? NOTHING_YET;
}

const SIZE_FORMAT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** Sizes with 1 KB = 1024 bytes (the spec). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${SIZE_FORMAT.format(bytes / 1024)} KB`;
  return `${SIZE_FORMAT.format(bytes / (1024 * 1024))} MB`;
}
