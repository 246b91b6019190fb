import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { DocumentEvent } from './document-events.js';

/**
 * The documents' personal fields (their events live on the claim's stream, under its passenger's key).
 * The storage key is random and the SHA-256 identifies the file only to whoever holds it (erasure
 * deletes the file), so both stay readable for the audit.
 */
export const DOCUMENT_PERSONAL_DATA = declarePersonalData<DocumentEvent>({
  fields: {
    DocumentUploaded: ['fileName', 'originalName', 'description'],
    DocumentVerified: [],
    // The operator's words may name the passenger or quote the document.
    DocumentRejected: ['reason'],
    DocumentsCompleted: [],
    // The document's id and type, and whether it was opened or downloaded: the operator is in the metadata.
    DocumentViewed: [],
    DocumentFilesDeleted: [],
  },
});
