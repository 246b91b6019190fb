import { RECORDS_KEPT_YEARS } from '../contracts/records-retention.js';
import { defineEvents, type PassengerLineContext } from '../platform/events/catalog.js';
import {
  documentFilesDeletedData,
  documentRejectedData,
  documentsCompletedData,
  documentUploadedData,
  documentVerifiedData,
  documentViewedData,
  FILE_TYPE_LABELS,
  type DocumentEvent,
  type FileType,
} from './document-events.js';
import { countOf } from '../contracts/plural.js';

/** The participle agrees with the label: «Carta d'imbarco visualizzata», «Documento d'identità scaricato». */
const FEMININE: Record<FileType, boolean> = { carta_imbarco: true, documento_identita: false, ricevuta_bagaglio: true, fattura: true, altro: false, mandate: false, airline_letter: true, airline_reply: true };

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
const fileLabel = (fileType: FileType | undefined) => (fileType ? lower(FILE_TYPE_LABELS[fileType] ?? 'documento') : 'documento');

/** The type of a document the passenger's story names, from its upload earlier on the claim's stream. */
function uploadedType(documentId: string, { findEarlier }: PassengerLineContext): FileType | undefined {
  const upload = findEarlier((event) => event.type === 'DocumentUploaded' && (event.data as { documentId: string }).documentId === documentId);
  return (upload?.data as { fileType: FileType } | undefined)?.fileType;
}

/**
 * Documents live on the claim's stream, under its passenger's key. The storage key is random and the
 * SHA-256 identifies the file only to whoever holds it (erasure deletes the file), so both stay readable
 * for the audit.
 */
export const DOCUMENT_EVENTS = defineEvents<DocumentEvent>({
  entries: {
    DocumentUploaded: {
      schema: documentUploadedData,
      personal: ['fileName', 'originalName', 'description'],
      describe: (data) => `Documento caricato: ${FILE_TYPE_LABELS[data.fileType]} (${data.fileName})`,
      passenger(data) {
        // A signed mandate's PDF has its own line, MandateSigned's; the letter to the airline and its answer, theirs.
        if (data.fileType === 'mandate' || data.fileType === 'airline_letter' || data.fileType === 'airline_reply') return null;
        const ours = data.uploadedBy === 'operator';
        return { by: ours ? 'operator' : 'passenger', title: `${ours ? 'Documento aggiunto dal nostro team' : 'Documento ricevuto'}: ${fileLabel(data.fileType)}` };
      },
      digest: () => 'Abbiamo ricevuto un documento che hai caricato.',
    },
    DocumentVerified: {
      schema: documentVerifiedData,
      personal: [],
      describe: () => 'Documento verificato',
      passenger: (data, context) => ({ by: 'operator', title: `Documento verificato: ${fileLabel(uploadedType(data.documentId, context))}` }),
      digest: () => 'Abbiamo verificato un tuo documento.',
    },
    DocumentRejected: {
      schema: documentRejectedData,
      // The operator's words may name the passenger or quote the document.
      personal: ['reason'],
      describe: (data) => `Documento rifiutato: ${data.reason}`,
      passenger: (data, context) => ({
        by: 'operator',
        title: `Documento rifiutato: ${data.reason ?? ''}`.trim(),
        detail: `Riguarda: ${fileLabel(uploadedType(data.documentId, context))}. Caricane uno nuovo.`,
      }),
      digest: () => 'Un documento non è stato accettato: nell’area riservata trovi il motivo e puoi caricarne un altro.',
    },
    DocumentsCompleted: {
      schema: documentsCompletedData,
      personal: [],
      describe: (data) => `Caricamento documenti completato (${countOf(data.documents, 'documento', 'documenti')})`,
      passenger: () => ({ by: 'system', title: 'Documenti completi: ora li verifichiamo' }),
      digest: () => 'I documenti della pratica sono completi.',
      email: { essential: false },
    },
    DocumentViewed: {
      schema: documentViewedData,
      // The document's id and type, and whether it was opened or downloaded: the operator is in the metadata.
      personal: [],
      describe(data) {
        const ending = FEMININE[data.fileType] ? 'a' : 'o';
        return `${FILE_TYPE_LABELS[data.fileType]} ${data.action === 'downloaded' ? 'scaricat' : 'visualizzat'}${ending}`;
      },
    },
    DocumentFilesDeleted: {
      schema: documentFilesDeletedData,
      personal: [],
      describe(data) {
        const count = data.documentIds.length;
        const files = `File di ${countOf(count, 'documento eliminato', 'documenti eliminati')}`;
        return data.retention === 'business_record'
          ? `${files} al termine dei ${RECORDS_KEPT_YEARS} anni di conservazione imposti dalla legge`
          : `${files} al termine del periodo di conservazione`;
      },
      passenger: (data) =>
        data.retention === 'business_record'
          ? {
              by: 'system',
              title: 'Documenti della pratica cancellati',
              detail: `Trascorsi ${RECORDS_KEPT_YEARS} anni dalla chiusura della pratica, abbiamo cancellato anche fatture, mandati e lettere, che la legge ci imponeva di conservare.`,
            }
          : {
              by: 'system',
              title: 'File dei documenti cancellati',
              detail: `Come previsto dall’informativa privacy, i file che avevi caricato sono stati cancellati dopo la chiusura della pratica. Fatture, mandati e lettere con la compagnia aerea restano conservati per ${RECORDS_KEPT_YEARS} anni, come impone la legge.`,
            },
      digest: () => 'I file dei documenti sono stati eliminati al termine del periodo di conservazione.',
    },
  },
});
