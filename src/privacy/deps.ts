import type { Claim, Communication, TimelineEntry } from '../contracts/admin-claims.js';
import type { DocumentView } from '../contracts/documents.js';
import type { RetentionClass } from '../contracts/records-retention.js';
import type { ClaimMessage } from '../contracts/messages.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';

/** A closed claim and when it closed (ISO 8601): the retention job's cursor. */
export interface ClosedClaim {
  id: number;
  closedAt: string;
}

/** Port: the claims module's side of an erasure and an export. */
export interface ClaimsPort {
  claimIdOfPractice(practiceNumber: string): Promise<number | undefined>;
  /** Undefined when the claim does not exist. */
  claimErasure(claimId: number): Promise<{ practiceNumber: string; personalDataErasedAt: string | null } | undefined>;
  /** Appends PersonalDataErased; the read models' folds of it clear their personal columns. */
  recordErasure(actor: EventMetadata, input: { claimId: number; reason: string; erasedAt: string }): Promise<void>;
  /** Clears what the claim's registration keeps of the submission (idempotency key, request hash). */
  forgetRegistration(claimId: number): Promise<void>;
  /** Claims closed before `closedBefore` (with `outcome`, else either) whose data are not erased, oldest closing first, after the cursor. */
  closedClaims(query: { outcome?: 'completed' | 'rejected'; closedBefore: Date; after?: ClosedClaim; limit: number; includeErased?: boolean }): Promise<ClosedClaim[]>;
  personalData(claimId: number): Promise<{ claim: Claim; entries: (TimelineEntry & { data: unknown })[]; communications: Communication[] }>;
}

/** Port: the documents module deletes the claim's stored files and lists its documents. */
export interface DocumentsPort {
  /** Erasure: the passenger's own files go, the business records stay; resolves with how many of each. */
  eraseFiles(claimId: number): Promise<{ deleted: number; kept: number }>;
  /** Retention: deletes the files of this class still stored for these claims and records it on each claim's stream. */
  deleteFiles(actor: EventMetadata, claimIds: number[], retention: RetentionClass): Promise<{ claims: number; files: number }>;
  documents(claimId: number): Promise<DocumentView[]>;
}

/** Port: the communications module removes the claim's e-mail jobs and outbox files, and an address's outbox files. */
export interface CommunicationsPort {
  eraseEmails(claimId: number): Promise<{ emailJobs: number; outboxFiles: number }>;
  /** Every outbox file sent to the address (sign-in links' included); resolves with how many. */
  eraseAddressEmails(email: string): Promise<number>;
}

/** Port: the messages module's thread of the claim, oldest first. */
export interface MessagesPort {
  messages(claimId: number): Promise<ClaimMessage[]>;
}

/** Port: the passenger area forgets an address (sessions, sign-in links and their jobs) once it has no claim left. */
export interface PassengersPort {
  /** The claim's address, read before its key is erased. */
  addressOf(claimId: number): Promise<string | undefined>;
  /** Whether the address has a claim besides this one (then what is the address's own stays). */
  hasOtherClaims(email: string, erasedClaimId: number): Promise<boolean>;
  forgetAddress(email: string, erasedClaimId: number): Promise<{ signInJobs: number }>;
}

export interface PrivacyDeps {
  store: EventStore;
  /**
   * The data keys: erasing one makes every personal field of its subject's events unreadable. Erasure
   * erases the claim's; the invoices' customers (`invoice-customer:{claimId}:…`) only the ten-year retention.
   */
  subjectKeys: { erase(subjectId: string): Promise<void>; eraseWithPrefixes(prefixes: readonly string[]): Promise<number> };
  claims: ClaimsPort;
  documents: DocumentsPort;
  communications: CommunicationsPort;
  messages: MessagesPort;
  passengers?: PassengersPort;
}
