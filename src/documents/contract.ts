/** What other modules may know of documents: their events (on the claim's stream), file types and labels. */
export {
  DOCUMENT_EVENT_TYPES,
  FILE_TYPES,
  FILE_TYPE_LABELS,
  MAX_DOCUMENTS,
  MAX_FILE_BYTES,
  type DocumentEvent,
  type DocumentUploadedData,
  type DocumentViewedData,
  type FileType,
} from './document-events.js';
export { describeDocumentEvent } from './event-descriptions.js';
export { DOCUMENT_PERSONAL_DATA } from './personal-data.js';
