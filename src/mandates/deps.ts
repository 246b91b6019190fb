import type pg from 'pg';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';
import type { PassengerGuard } from '../platform/http/passenger-guard.js';
import type { Logger } from '../platform/logger.js';

/** Port: the documents module stores the signed PDF like an upload and reads its bytes back. */
export interface MandateDocuments {
  store(actor: EventMetadata, file: { claimId: number; fileType: 'mandate'; fileName: string; mimeType: 'application/pdf'; bytes: Uint8Array }): Promise<{ documentId: string; sha256: string }>;
  bytes(documentId: string): Promise<Buffer>;
}

export interface MandatesDeps {
  store: EventStore;
  /** The read model claim_mandates, which the panels read. */
  pool: pg.Pool;
  executeCommand: ExecuteCommand;
  documents: MandateDocuments;
  /** The mandatario, as configured (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_VAT_NUMBER). */
  company: { name: string; address: string; vatNumber: string };
  /** Port of the claims module: the claim the passenger's upload token opens now, for this practice number. */
  uploadLinkClaim(token: string | undefined, practiceNumber: string): Promise<number | undefined>;
  passengerGuard: PassengerGuard;
  logger: Logger;
  /** The 'mandate-signing-link' key: signs and checks the co-passengers' own signing links. */
  signingLinkKey: Buffer;
}
