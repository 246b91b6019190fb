import { FILE_TYPE_LABELS, type DocumentEvent } from './document-events.js';

/** A document event in the words of a claim's timeline. */
export function describeDocumentEvent(event: DocumentEvent): string {
  switch (event.type) {
    case 'DocumentUploaded':
      return `Documento caricato: ${FILE_TYPE_LABELS[event.data.fileType]} (${event.data.fileName})`;
    case 'DocumentVerified':
      return 'Documento verificato';
    case 'DocumentRejected':
      return `Documento rifiutato: ${event.data.reason}`;
    case 'DocumentsCompleted':
      return `Caricamento documenti completato (${event.data.documents} documenti)`;
  }
}
