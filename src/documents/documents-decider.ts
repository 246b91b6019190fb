import { CLAIM_EVENT, type ClaimEvent } from '../claims/contract.js';
import type { RetentionClass } from '../contracts/records-retention.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import { DOCUMENT_EVENT_TYPES, MAX_DOCUMENTS, isGeneratedFileType, type DocumentEvent, type DocumentUploadedData, type FileType } from './document-events.js';
import { sufficiencyOf } from './sufficiency.js';

/** What document decisions need from a claim's stream: whether it exists, is rejected, and its documents. */
export interface DocumentsState {
  exists: boolean;
  practiceNumber: string;
  rejected: boolean;
  completed: boolean;
  /** The passenger's data are erased: no file of theirs is taken any more. */
  erased: boolean;
  documents: Map<string, { fileType: FileType; status: 'pending' | 'verified' | 'rejected'; fileDeleted: boolean }>;
}

export type DocumentCommand =
  | { type: 'RecordDocument'; document: Omit<DocumentUploadedData, 'practiceNumber'> }
  | { type: 'VerifyDocument'; documentId: string }
  | { type: 'RejectDocument'; documentId: string; reason: string }
  | { type: 'CompleteDocuments' }
  /** The retention job: the files of these documents, all of one retention class, are deleted from storage. */
  | { type: 'RecordFilesDeleted'; documentIds: string[]; retention: RetentionClass };

const notFound = (what: 'Pratica non trovata' | 'Documento non trovato') => new DomainError('not_found', what, { title: what });
/** Also the upload grant's refusals: no file is received that could not be recorded. */
export const claimRejected = () => new DomainError('conflict', 'La pratica è stata respinta: non è possibile caricare altri documenti.', { title: 'Pratica respinta' });
export const personalDataErased = () => new DomainError('conflict', 'I dati personali di questa pratica sono stati cancellati', { title: 'Dati personali cancellati' });
export const tooManyDocuments = () => new DomainError('conflict', `Puoi caricare massimo ${MAX_DOCUMENTS} documenti.`, { title: 'Troppi file' });

/** A view decides nothing and is not decided here: left out of the fold, it never moves the version a decision was taken on. */
type DecidedEvent = Exclude<DocumentEvent, { type: 'DocumentViewed' }>;
const FOLDED_CLAIM_EVENTS = [CLAIM_EVENT.ClaimSubmitted, CLAIM_EVENT.ClaimStatusChanged, CLAIM_EVENT.PersonalDataErased] as const;
type FoldedEvent = DecidedEvent | Extract<ClaimEvent, { type: (typeof FOLDED_CLAIM_EVENTS)[number] }>;

export const initialDocumentsState = (): DocumentsState => ({ exists: false, practiceNumber: '', rejected: false, completed: false, erased: false, documents: new Map() });

export function evolveDocuments(state: DocumentsState, event: FoldedEvent): DocumentsState {
  switch (event.type) {
    case CLAIM_EVENT.ClaimSubmitted:
      return { ...state, exists: true, practiceNumber: event.data.practiceNumber };
    case CLAIM_EVENT.ClaimStatusChanged:
      return { ...state, rejected: event.data.to === 'rejected' };
    case CLAIM_EVENT.PersonalDataErased:
      return { ...state, erased: true };
    case 'DocumentUploaded':
      return { ...state, documents: new Map(state.documents).set(event.data.documentId, { fileType: event.data.fileType, status: 'pending', fileDeleted: false }) };
    case 'DocumentVerified':
    case 'DocumentRejected': {
      const document = state.documents.get(event.data.documentId);
      if (!document) return state;
      const status = event.type === 'DocumentVerified' ? 'verified' : 'rejected';
      return { ...state, documents: new Map(state.documents).set(event.data.documentId, { ...document, status }) };
    }
    case 'DocumentsCompleted':
      return { ...state, completed: true };
    case 'DocumentFilesDeleted': {
      const documents = new Map(state.documents);
      for (const id of event.data.documentIds) {
        const document = documents.get(id);
        if (document) documents.set(id, { ...document, fileDeleted: true });
      }
      return { ...state, documents };
    }
  }
}

export function decideDocuments(command: DocumentCommand, state: DocumentsState): DecidedEvent[] {
  if (!state.exists) throw notFound('Pratica non trovata');
  switch (command.type) {
    case 'RecordDocument': {
      if (state.documents.has(command.document.documentId)) return [];
      if (state.erased) throw personalDataErased();
      if (state.rejected) throw claimRejected();
      // The limit is the passenger's: documents we make (invoices, mandates) never crowd their uploads out.
      if (command.document.uploadedBy === 'user' && !isGeneratedFileType(command.document.fileType) && uploadedCount(state) >= MAX_DOCUMENTS) throw tooManyDocuments();
      return [{ type: 'DocumentUploaded', data: { ...command.document, practiceNumber: state.practiceNumber } }];
    }
    case 'VerifyDocument': {
      const document = documentOrThrow(state, command.documentId);
      return document.status === 'verified' ? [] : [{ type: 'DocumentVerified', data: { documentId: command.documentId } }];
    }
    case 'RejectDocument': {
      const document = documentOrThrow(state, command.documentId);
      const reason = command.reason.trim();
      if (!reason) throw new DomainError('invalid', 'Indica il motivo del rifiuto');
      return [{ type: 'DocumentRejected', data: { documentId: command.documentId, reason, wasVerified: document.status === 'verified' } }];
    }
    case 'CompleteDocuments': {
      const sufficiency = sufficiencyOf([...state.documents.values()]);
      if (!sufficiency.sufficient) throw new DomainError('conflict', "Carica almeno carta d'imbarco e documento d'identità", { title: 'Documenti insufficienti' });
      return state.completed ? [] : [{ type: 'DocumentsCompleted', data: { documents: sufficiency.count } }];
    }
    case 'RecordFilesDeleted': {
      const documentIds = command.documentIds.filter((id) => state.documents.get(id)?.fileDeleted === false);
      return documentIds.length === 0 ? [] : [{ type: 'DocumentFilesDeleted', data: { documentIds, reason: 'retention', retention: command.retention } }];
    }
  }
}

/** The passenger's own files: a signed mandate, made by the server, takes none of their room. */
export const uploadedCount = (state: DocumentsState) => [...state.documents.values()].filter((document) => !isGeneratedFileType(document.fileType)).length;

function documentOrThrow(state: DocumentsState, documentId: string) {
  const document = state.documents.get(documentId);
  if (!document) throw notFound('Documento non trovato');
  return document;
}

export const documentsDecider: Decider<DocumentsState, DocumentCommand, FoldedEvent> = {
  initialState: initialDocumentsState(),
  eventTypes: [...FOLDED_CLAIM_EVENTS, ...DOCUMENT_EVENT_TYPES.filter((type) => type !== 'DocumentViewed')],
  evolve: (state, event) => evolveDocuments(state, event),
  decide: (command, state) => decideDocuments(command, state),
};
