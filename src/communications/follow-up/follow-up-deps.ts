import type pg from 'pg';
import type { ExecuteCommand } from '../../platform/event-store/execute-command.js';
import type { EventStore } from '../../platform/event-store/index.js';
import type { EventCatalog } from '../../platform/events/catalog.js';

/** An open claim and when its passenger last saw something happen on it. */
export interface FollowUpClaim {
  claimId: number;
  lastVisibleAt: string;
}

/** Port to the claims module's read model: open, non-erased claims by the time of their last passenger-visible event. */
export interface FollowUpClaims {
  silentClaims(before: Date, query: { after?: FollowUpClaim; limit: number }): Promise<FollowUpClaim[]>;
  recentlyVisibleClaims(since: Date, query: { after?: FollowUpClaim; limit: number }): Promise<FollowUpClaim[]>;
  /** Claims (not erased) whose passenger chose «Fai da te» at `chosenBefore` or earlier and still claims on their own, by id. */
  doItYourselfClaims(chosenBefore: Date, query: { afterId?: number; limit: number }): Promise<number[]>;
}

/** Port to the claims module: the claims of an address (not erased), with their practice numbers. */
export interface AddressClaims {
  claimsOf(email: string): Promise<{ claimId: number; practiceNumber: string }[]>;
}

export interface FollowUpDeps {
  pool: pg.Pool;
  store: EventStore;
  executeCommand: ExecuteCommand;
  claims: FollowUpClaims;
  /** Which events are news to the passenger, and the weekly digest's words for them: the event catalog. */
  catalog: Pick<EventCatalog, 'newsTypes' | 'digestLine'>;
  addressClaims: AddressClaims;
  /** The 'unsubscribe' key: signs the List-Unsubscribe links. */
  unsubscribeKey: Buffer;
  publicUrl: string;
}
