import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { DocumentView } from '../contracts/documents.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';
import type { RateLimits } from '../platform/http/rate-limit.js';
import type { Logger } from '../platform/logger.js';
import type { PassengerWording } from './claim-story.js';
import type { PassengerClaims } from './claims-port.js';
import type { PassengerGate } from './gate.js';
import type { RenderMessage } from './sign-in-email.js';

/** The limits and settings of the area, from the configuration. */
export interface PassengerAreaSettings {
  publicUrl: string;
  secureCookies: boolean;
  signInLinksPerHourPerEmail: number;
  signInRequestsPerHourPerIp: number;
  signInFailuresPerHourPerIp: number;
}

export interface PassengersDeps {
  gate: PassengerGate;
  pool: pg.Pool;
  /** The claim's stream, decrypted by the store: the passenger's timeline. */
  store: Pick<EventStore, 'readStream'>;
  claims: PassengerClaims;
  /** Which events of the claim's stream the passenger sees, and each one's line: the event catalog. */
  catalog: PassengerWording;
  /** Port: the documents module's list of a claim's documents, and a document's file (undefined once deleted or missing). */
  documents: { documentsOf(claimId: number): Promise<DocumentView[]>; fileOf(claimId: number, documentId: string): Promise<Readable | undefined> };
  /** Port: the claims module's current upload token of a claim (undefined once erased). */
  uploadTokenFor(claimId: number, now: Date): Promise<string | undefined>;
  /** Port: the privacy module records on the claim's stream that the passenger downloaded their data (503 when it cannot). */
  recordExport(actor: EventMetadata, claimId: number): Promise<void>;
  /** Ports: communications' layout for the sign-in e-mail, and its outbound queue, where a link's e-mail goes under the link's id. */
  mail: { render: RenderMessage; enqueueSignInLink(linkId: string): Promise<void> };
  signInKey: Buffer;
  limits: RateLimits;
  logger: Logger;
  settings: PassengerAreaSettings;
}

export type { PassengerClaim, PassengerClaims } from './claims-port.js';
