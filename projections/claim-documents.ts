import type { RecordedEvent } from '../src/event-store/index.js';
import type { DocumentEvent } from '../src/documents/document-events.js';
import { claimIdOfStream } from '../src/claims/contract.js';
import { foldIntoRows } from './fold-rows.js';
import type { Projection } from './projection.js';

/** Each claim's documents and their review state; the bytes stay in blob storage. */
export const claimDocumentsProjection: Projection = {
  kind: 'projection',
  name: 'claim_documents',
  tables: ['claim_documents'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_documents (
      id text PRIMARY KEY,
      claim_id bigint NOT NULL,
      practice_number text NOT NULL,
      storage_key text NOT NULL,
      file_type text NOT NULL,
      file_name text NOT NULL,
      original_name text NOT NULL,
      mime_type text NOT NULL,
      file_size bigint NOT NULL,
      sha256 text NOT NULL,
      description text,
      uploaded_by text NOT NULL,
      status text NOT NULL,
      rejection_reason text,
      reviewed_by text,
      reviewed_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS claim_documents_by_claim ON claim_documents (claim_id, created_at);
  `,
  handles: isDocumentEvent,
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'claim_documents',
      key: 'id',
      keyType: 'text',
      keyOf: (event) => (isDocumentEvent(event) ? (event.data as { documentId: string }).documentId : undefined),
      fold(row, recorded) {
        const event = { type: recorded.type, data: recorded.data } as DocumentEvent;
        const at = recorded.metadata.requestedAt;
        const actor = recorded.metadata.actor as { name?: string; id: string };
        if (event.type === 'DocumentUploaded') {
          if (row) return undefined;
          const data = event.data;
          return {
            id: data.documentId,
            claim_id: claimIdOfStream(recorded.stream),
            practice_number: data.practiceNumber,
            storage_key: data.storageKey,
            file_type: data.fileType,
            file_name: data.fileName,
            original_name: data.originalName,
            mime_type: data.mimeType,
            file_size: data.fileSize,
            sha256: data.sha256,
            description: data.description,
            uploaded_by: data.uploadedBy,
            status: 'pending',
            rejection_reason: null,
            reviewed_by: null,
            reviewed_at: null,
            created_at: at,
          };
        }
        if (!row) return undefined;
        if (event.type === 'DocumentVerified') return { ...row, status: 'verified', rejection_reason: null, reviewed_by: actor.name ?? actor.id, reviewed_at: at };
        if (event.type === 'DocumentRejected') return { ...row, status: 'rejected', rejection_reason: event.data.reason, reviewed_by: actor.name ?? actor.id, reviewed_at: at };
        return undefined;
      },
    });
  },
};

function isDocumentEvent(event: RecordedEvent): boolean {
  return event.type === 'DocumentUploaded' || event.type === 'DocumentVerified' || event.type === 'DocumentRejected';
}
