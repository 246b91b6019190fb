import { FILE_TYPE_LABELS, type DocumentEvent, type FileType } from './document-events.js';

/** The participle agrees with the label: «Carta d'imbarco visualizzata», «Documento d'identità scaricato». */
const FEMININE: Record<FileType, boolean> = { carta_imbarco: true, documento_identita: false, ricevuta_bagaglio: true, fattura: true, altro: false, mandate: false, airline_letter: true, airline_reply: true };

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
    case 'DocumentViewed': {
      const ending = FEMININE[event.data.fileType] ? 'a' : 'o';
      return `${FILE_TYPE_LABELS[event.data.fileType]} ${event.data.action === 'downloaded' ? 'scaricat' : 'visualizzat'}${ending}`;
    }
    case 'DocumentFilesDeleted': {
      const count = event.data.documentIds.length;
      return `${count === 1 ? 'File di 1 documento eliminato' : `File di ${count} documenti eliminati`} al termine del periodo di conservazione`;
    }
  }
}
