import type pg from 'pg';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventStore } from '../platform/event-store/index.js';
import type { OperatorGuard } from '../platform/http/operator-guard.js';
import type { RateLimits } from '../platform/http/rate-limit.js';
import type { BlobStorage } from './storage/blob-storage.js';

/**
 * Port: the claims module's rate-limited lookup by practice number and e-mail, as `read` takes them
 * from the request (404 or 429 when it refuses; every lookup counts for the client's IP).
 */
export interface PassengerLookup {
  find(client: string, read: () => { practiceNumber: string; email: string }): Promise<{ claimId: number; practiceNumber: string; uploadLinkVersion: number }>;
}

/** Ports: the claims module owns the passengers' upload links, documents only present and check them. */
export interface UploadLinkPorts {
  /** The claim a passenger's upload token opens now for this practice number; undefined when it opens none. */
  uploadLinkClaim(token: string | undefined, practiceNumber: string): Promise<number | undefined>;
  /** A token for the link version the passenger has just proved to know. */
  issueUploadToken(link: { claimId: number; practiceNumber: string; version: number }): string;
}

export interface DocumentsDeps extends UploadLinkPorts {
  pool: pg.Pool;
  store: EventStore;
  executeCommand: ExecuteCommand;
  storage: BlobStorage;
  uploadGrantKey: Buffer;
  lookup: PassengerLookup;
  limits: RateLimits;
  uploadGrantsPerHourPerIp: number;
  /** Uploads received but not yet recorded on a claim: each takes disk until it is recorded or swept. */
  pendingUploadsPerClaim: number;
  /** The operators' session guard, for the documents list outside /api/admin. */
  operatorGate: OperatorGuard;
}
