import { fileTypeFromBuffer } from 'file-type';
import path from 'node:path';
import type { DocumentUploadedData } from './document-events.js';

/** Enough leading bytes for file-type to recognise every format it knows. */
export const SNIFF_BYTES = 4_100;

const ACCEPTED = new Map<string, DocumentUploadedData['mimeType']>([
  ['application/pdf', 'application/pdf'],
  ['image/jpeg', 'image/jpeg'],
  ['image/png', 'image/png'],
]);

/** The file's real type from its first bytes, whatever its name or the browser says: PDF, JPEG or PNG, else undefined. */
export async function sniffDocumentType(head: Uint8Array): Promise<DocumentUploadedData['mimeType'] | undefined> {
  const detected = await fileTypeFromBuffer(head);
  return detected ? ACCEPTED.get(detected.mime) : undefined;
}

const EXTENSIONS: Record<DocumentUploadedData['mimeType'], string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'message/rfc822': 'eml' };

/** How much of a file's name is read at all: a file system's longest name. */
const MAX_NAME_READ = 255;

/**
 * The passenger's file name kept as harmless metadata: no directories, no control or markup
 * characters, at most 120 characters, and the extension of the real type.
 */
export function sanitiseFileName(original: string | undefined, mimeType: DocumentUploadedData['mimeType']): string {
  // A multipart header may carry a 16 kB name: the trimming pattern below backtracks quadratically on long runs of dots and spaces.
  const base = path.posix.basename(path.win32.basename(original ?? '')).slice(0, MAX_NAME_READ);
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*`$]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120);
  return `${stem || 'documento'}.${EXTENSIONS[mimeType]}`;
}
