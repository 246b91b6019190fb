/** Document events live on the claim's stream `claim-{id}`, next to the claim's own. */

export const FILE_TYPES = ['carta_imbarco', 'documento_identita', 'ricevuta_bagaglio', 'fattura', 'altro'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  carta_imbarco: "Carta d'imbarco",
  documento_identita: "Documento d'identità",
  ricevuta_bagaglio: 'Ricevuta bagaglio',
  fattura: 'Fattura o ricevuta',
  altro: 'Altro documento',
};

export const MAX_DOCUMENTS = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface DocumentUploadedData {
  documentId: string;
  practiceNumber: string;
  storageKey: string;
  fileType: FileType;
  fileName: string;
  originalName: string;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  fileSize: number;
  sha256: string;
  description: string | null;
  uploadedBy: 'user' | 'operator';
}

export type DocumentEvent =
  | { type: 'DocumentUploaded'; data: DocumentUploadedData }
  | { type: 'DocumentVerified'; data: { documentId: string } }
  | { type: 'DocumentRejected'; data: { documentId: string; reason: string; wasVerified: boolean } }
  | { type: 'DocumentsCompleted'; data: { documents: number } };

export const DOCUMENT_EVENT_TYPES: readonly DocumentEvent['type'][] = ['DocumentUploaded', 'DocumentVerified', 'DocumentRejected', 'DocumentsCompleted'];
