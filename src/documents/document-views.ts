import { claimStream } from '../claims/contract.js';
import { recordFacts, type EventMetadata, type EventStore } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { DocumentViewedData } from './document-events.js';

const TRAIL_UNAVAILABLE = "Non è stato possibile registrare l'accesso al documento, quindi non viene mostrato. Riprova tra qualche secondo.";

/**
 * Records that an operator opened or downloaded a document, before a byte of it is served: without
 * the trail, no document (503). A view conflicts with nothing, so it goes at any version.
 */
export async function recordDocumentView(store: EventStore, actor: EventMetadata, input: DocumentViewedData & { claimId: number }): Promise<void> {
  const { claimId, ...data } = input;
  try {
    await recordFacts(store, claimStream(claimId), [{ type: 'DocumentViewed', data }], actor);
  } catch (error) {
    throw Object.assign(new DomainError('unavailable', TRAIL_UNAVAILABLE, { title: 'Documento non disponibile' }), { cause: error });
  }
}
