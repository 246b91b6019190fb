/** What other modules may know of documents: their events (on the claim's stream), file types and labels. */
import { eventNames } from '../platform/events/catalog.js';
import { DOCUMENT_EVENTS } from './event-catalog.js';

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
export { DOCUMENT_EVENTS };
export const DOCUMENT_EVENT = eventNames(DOCUMENT_EVENTS);
