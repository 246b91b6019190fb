import type pg from 'pg';
import type { AirlineContact } from '../contracts/demands.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';
import type { Logger } from '../platform/logger.js';

/** Port: the documents module stores the PDFs we make or receive (and the PEC receipts, message/rfc822) and reads any of the claim's files back (src/modules.ts wires it). */
export interface DemandDocuments {
  store(
    actor: EventMetadata,
    document: { claimId: number; documentId: string; fileType: 'airline_letter' | 'airline_reply'; fileName: string; description: string; bytes: Uint8Array; sha256: string; mimeType?: 'application/pdf' | 'message/rfc822' },
  ): Promise<void>;
  bytes(documentId: string): Promise<Buffer>;
}

/** Port: the airlines' directory (the airlines module); null when it does not know the carrier. */
export interface AirlineDirectory {
  contactOf(airlineCode: string): Promise<AirlineContact | null>;
}

export interface DemandsCompany {
  name: string;
  address: string;
  vatNumber: string;
  email: string;
  /** The certified e-mail (PEC), at the letter's foot when set. */
  pec: string | null;
  /** The client account the airline pays into; unset: no letter can be made. */
  iban: string | null;
  bic: string | null;
}

export interface DemandsDeps {
  pool: pg.Pool;
  store: EventStore;
  executeCommand: ExecuteCommand;
  documents: DemandDocuments;
  airlines: AirlineDirectory;
  company: DemandsCompany;
  logger: Logger;
}
