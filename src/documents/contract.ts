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
export { DOCUMENT_EVENTS } from './event-catalog.js';
