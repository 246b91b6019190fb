/** The passenger's documents: kinds, limits and the answers the upload pages read. */

export const FILE_TYPES = ['carta_imbarco', 'documento_identita', 'ricevuta_bagaglio', 'fattura', 'altro', 'mandate', 'airline_letter', 'airline_reply'] as const;
export type FileType = (typeof FILE_TYPES)[number];
/** What a passenger may upload: a signed mandate is made by the server only, from the signature step. */
export const PASSENGER_FILE_TYPES = ['carta_imbarco', 'documento_identita', 'ricevuta_bagaglio', 'fattura', 'altro'] as const satisfies readonly FileType[];
export type PassengerFileType = (typeof PASSENGER_FILE_TYPES)[number];
/** Files the server makes (signed mandates): outside the passenger's upload count and the documents' sufficiency. */
export const isGeneratedFileType = (fileType: FileType) => fileType === 'mandate';

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  carta_imbarco: "Carta d'imbarco",
  documento_identita: "Documento d'identità",
  ricevuta_bagaglio: 'Ricevuta bagaglio',
  fattura: 'Fattura o ricevuta',
  altro: 'Altro documento',
  mandate: 'Mandato firmato',
  airline_letter: 'Lettera alla compagnia aerea',
  airline_reply: 'Risposta della compagnia aerea',
};

export const MAX_DOCUMENTS = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** A claim's documents are enough with a boarding pass, an identity document and at least this many. */
export const MINIMUM_DOCUMENTS = 2;

/** The server's verdict on a claim's documents; rejected ones do not count. */
export interface Sufficiency {
  sufficient: boolean;
  hasBoardingPass: boolean;
  hasIdentityDocument: boolean;
  count: number;
  minimum: number;
}

/** The spec's signature fields for one upload into the claim's folder, plus where to send it. */
export interface UploadGrant {
  public_id: string;
  folder: string;
  timestamp: number;
  signature: string;
  api_key: string;
  cloud_name: string;
  upload_url: string;
}

/** A document as its claim's lists show it, to operators and to the passenger. */
export interface DocumentView {
  id: string;
  practiceNumber: string;
  fileName: string;
  originalName: string;
  fileType: FileType;
  fileTypeLabel: string;
  mimeType: string;
  fileSize: number;
  description: string | null;
  uploadedBy: string;
  status: 'pending' | 'verified' | 'rejected';
  isVerified: boolean;
  rejectionReason: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  /** Set once the retention period deleted the file: the record stays, the bytes are gone. */
  fileDeletedAt: string | null;
  /** Where operators open it; passengers get 401 there. */
  objectPath: string;
}

/** GET /api/flight-checks/{id}/documents and GET /api/documents/practice/{practiceNumber}: oldest first. */
export interface DocumentList {
  documents: DocumentView[];
  sufficiency: Sufficiency;
}
