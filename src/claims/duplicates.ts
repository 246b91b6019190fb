import type pg from 'pg';
import type { Projection, Reactor } from '../../projections/projection.js';
import type { DuplicateOfClaim } from '../contracts/claim-duplicates.js';
import type { EventMetadata, RecordedEvent } from '../platform/event-store/index.js';
import type { WaitForReadModels } from '../platform/event-store/execute-command.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import { claimDecider } from './claim-decider.js';
import { claimNotFound } from './claim-errors.js';
import { CLAIM_EVENT, claimIdOfStream, claimStream } from './contract.js';
import type { ClaimsDeps } from './claims-deps.js';
import { findClaim } from './read-models/claims.js';
import type { DuplicatePairEvent } from './claim-events.js';

/**
 * Possible duplicates: two claims with the same flight number and date and the same passenger name
 * or e-mail (compared without case, accents and extra spaces), telephone number (its last nine
 * digits, whatever prefix was typed) or booking code.
 *
 * Detection follows the submission from its event (`duplicatesReactor`, on ClaimSubmitted), never
 * in the passenger's request: once the claims read model shows the new claim (inline on PostgreSQL,
 * so at once), one indexed lookup (claims_by_flight, on flight_number and flight_date) finds the
 * earlier ones. It then appends `DuplicateSuspected` to the pair's own stream
 * (`duplicate-pair-<lower id>-<higher id>`). The pair's stream, not the claims': a suspicion is the
 * system's guess about two claims, not a change to either, so neither claim's version (If-Match) nor
 * its history moves; the operator's decision to close one as a duplicate is the claim's own event
 * (ClaimMergedAsDuplicate). It never refuses the passenger's claim, which is recorded already; a
 * failed look is tried again by the runner (a pair is suspected once, however often it is found).
 */
export const DUPLICATES_ACTOR = { kind: 'system', id: 'duplicates' } as const;


/**
 * How many earlier claims one submission is flagged against, the most recent first. A passenger who
 * submits again has one or two; a flood of identical claims (a script, an attack) would otherwise
 * make every submission append one event per earlier claim. Each claim is still linked to the ones
 * before it, so the operator can follow the chain from any of them.
 */
export const MAX_DUPLICATES_FLAGGED = 5;

/**
 * The claims registered before this one of the same flight and date whose passenger matches, newest
 * first (at most MAX_DUPLICATES_FLAGGED): an index lookup on each key (name, e-mail, phone, booking), so a
 * flight with thousands of claims costs no more than one with two. Erased claims have no keys left to
 * match. Only earlier claims: a later one finds this one when its own turn comes.
 */
export async function findPossibleDuplicates(db: pg.Pool, claimId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT other.id FROM claims self JOIN claims other
        ON other.flight_number = self.flight_number AND other.flight_date = self.flight_date AND other.id < self.id
       AND (other.passenger_key = self.passenger_key OR other.email_key = self.email_key
            OR other.phone_key = self.phone_key OR other.booking_key = self.booking_key)
     WHERE self.id = $1
     ORDER BY other.id DESC LIMIT $2`,
    [claimId, MAX_DUPLICATES_FLAGGED],
  );
  return rows.map((row) => Number(row.id));
}

type DuplicatesDeps = Pick<ClaimsDeps, 'pool' | 'executeCommand'>;

const CLAIMS_WAIT_MS = 5_000;

/** Flags each new claim and the earlier claims it may duplicate, both ways, as of the submission's request. */
export function duplicatesReactor(deps: DuplicatesDeps & { waitForReadModels?: WaitForReadModels }): Reactor {
  return {
    kind: 'reactor',
    name: 'duplicate_claims',
    handles: (event) => event.type === CLAIM_EVENT.ClaimSubmitted,
    async react(event: RecordedEvent) {
      const claimId = claimIdOfStream(event.stream);
      if (claimId === undefined) return;
      // Where the append could not apply the claims read model (EventStoreDB, a rebuild), the lookup waits for it.
      const inline = Array.isArray(event.metadata.appliedInline) && event.metadata.appliedInline.includes('claims');
      if (!inline && deps.waitForReadModels && !(await deps.waitForReadModels(['claims'], event.position, CLAIMS_WAIT_MS))) {
        throw new Error(`claims read model not at claim ${claimId}'s submission yet`);
      }
      const metadata: EventMetadata = { actor: DUPLICATES_ACTOR, correlationId: event.metadata.correlationId, causationId: event.id, requestedAt: event.metadata.requestedAt };
      for (const otherId of await findPossibleDuplicates(deps.pool, claimId)) {
        await deps.executeCommand({
          stream: duplicatePairStream(claimId, otherId),
          decider: duplicatePairDecider,
          command: { type: 'SuspectDuplicate', claimId, otherClaimId: otherId },
          metadata,
        });
      }
    },
  };
}

export type { DuplicateOfClaim };

/** The claims this one may duplicate, still flagged, oldest first. */
export async function duplicatesOf(db: pg.Pool, claimId: number): Promise<DuplicateOfClaim[]> {
  if (!(await findClaim(db, claimId))) throw claimNotFound();
  const { rows } = await db.query(
    `SELECT c.id, c.practice_number, c.passenger_name, c.email, c.flight_number, to_char(c.flight_date, 'YYYY-MM-DD') AS flight_date, c.admin_status, c.created_at
       FROM claim_duplicates d JOIN claims c ON c.id = d.other_claim_id
      WHERE d.claim_id = $1 ORDER BY c.created_at, c.id`,
    [claimId],
  );
  return rows.map((row) => ({
    claimId: Number(row.id),
    practiceNumber: row.practice_number,
    passengerName: row.passenger_name,
    email: row.email,
    flightNumber: row.flight_number,
    flightDate: row.flight_date,
    adminStatus: row.admin_status,
    createdAt: (row.created_at as Date).toISOString(),
  }));
}

/** Which of these claims are flagged as possible duplicates (the list's badge). */
export async function flaggedAmong(db: pg.Pool | pg.PoolClient, claimIds: readonly number[]): Promise<Set<number>> {
  if (claimIds.length === 0) return new Set();
  const { rows } = await db.query<{ claim_id: string }>('SELECT DISTINCT claim_id FROM claim_duplicates WHERE claim_id = ANY($1::bigint[])', [claimIds]);
  return new Set(rows.map((row) => Number(row.claim_id)));
}

/** An operator's decisions on a flagged pair. */
export function duplicateCommands(deps: DuplicatesDeps) {
  return {
    /** Closes `claimId` as a duplicate of `intoClaimId`: rejected, with the other's practice number in the note for the passenger. */
    async merge(actor: EventMetadata, { claimId, intoClaimId }: { claimId: number; intoClaimId: number }) {
      const into = intoClaimId === claimId ? undefined : await findClaim(deps.pool, intoClaimId);
      if (intoClaimId !== claimId && !into) throw claimNotFound();
      await deps.executeCommand({
        stream: claimStream(claimId),
        decider: claimDecider,
        command: { type: 'MergeAsDuplicate', intoClaimId, intoPracticeNumber: into?.practiceNumber ?? '' },
        metadata: actor,
        readModels: ['claims', 'claim_status', 'claim_duplicates'],
      });
      return findClaim(deps.pool, claimId);
    },

    /** The pair is not a duplicate: the flag goes from both claims. */
    async dismiss(actor: EventMetadata, { claimId, otherClaimId }: { claimId: number; otherClaimId: number }) {
      const claim = await findClaim(deps.pool, claimId);
      if (!claim) throw claimNotFound();
      await deps.executeCommand({
        stream: duplicatePairStream(claimId, otherClaimId),
        decider: duplicatePairDecider,
        command: { type: 'DismissDuplicate', claimId, otherClaimId },
        metadata: actor,
        readModels: ['claim_duplicates'],
      });
      return claim;
    },
  };
}

/** The pair's events: ids only (no personal data). `claimId` is the claim the event was about (the new one, the one the operator acted on). */
export type { DuplicatePairEvent };

type DuplicatePairCommand = { type: 'SuspectDuplicate' | 'DismissDuplicate'; claimId: number; otherClaimId: number };
type DuplicatePairState = 'none' | 'suspected' | 'dismissed';

const DUPLICATE_PAIR_PREFIX = 'duplicate-pair-';
export const duplicatePairStream = (a: number, b: number) => `${DUPLICATE_PAIR_PREFIX}${Math.min(a, b)}-${Math.max(a, b)}`;

export const duplicateNotSuspected = () =>
  new DomainError('not_found', 'Le due pratiche non sono segnalate come possibili doppioni', { title: 'Segnalazione non trovata' });

/** A pair is suspected once (a replayed submission finds it again: nothing new; a dismissed pair is not flagged again) and dismissed once. */
export const duplicatePairDecider: Decider<DuplicatePairState, DuplicatePairCommand, DuplicatePairEvent> = {
  initialState: 'none',
  eventTypes: ['DuplicateSuspected', 'DuplicateDismissed'],
  evolve: (_state, event) => (event.type === 'DuplicateSuspected' ? 'suspected' : 'dismissed'),
  decide(command, state) {
    const data = { claimId: command.claimId, otherClaimId: command.otherClaimId };
    if (command.type === 'SuspectDuplicate') return state === 'none' && command.claimId !== command.otherClaimId ? [{ type: 'DuplicateSuspected', data }] : [];
    if (state !== 'suspected') throw duplicateNotSuspected();
    return [{ type: 'DuplicateDismissed', data }];
  },
};

const DUPLICATE_EVENT_TYPES: readonly string[] = ['DuplicateSuspected', 'DuplicateDismissed', 'ClaimMergedAsDuplicate'];

/**
 * The flagged pairs, one row per direction: a row (a, b) means claim a shows the badge and links to b.
 * A dismissal or a merge removes the pair both ways (the question is settled).
 */
export const claimDuplicatesProjection: Projection = {
  kind: 'projection',
  name: 'claim_duplicates',
  tables: ['claim_duplicates'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_duplicates (
      claim_id bigint NOT NULL,
      other_claim_id bigint NOT NULL,
      PRIMARY KEY (claim_id, other_claim_id)
    );
  `,
  handles: (event) => DUPLICATE_EVENT_TYPES.includes(event.type),
  async apply(events: RecordedEvent[], db) {
    const removePair = (a: number, b: number) => db.query('DELETE FROM claim_duplicates WHERE (claim_id = $1 AND other_claim_id = $2) OR (claim_id = $2 AND other_claim_id = $1)', [a, b]);
    for (const event of events) {
      if (event.type === 'ClaimMergedAsDuplicate') {
        const claimId = claimIdOfStream(event.stream);
        if (claimId !== undefined) await removePair(claimId, (event.data as { intoClaimId: number }).intoClaimId);
      } else if (event.stream.startsWith(DUPLICATE_PAIR_PREFIX)) {
        const { claimId, otherClaimId } = (event as unknown as DuplicatePairEvent).data;
        if (event.type === 'DuplicateSuspected') {
          await db.query('INSERT INTO claim_duplicates (claim_id, other_claim_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING', [claimId, otherClaimId]);
        } else if (event.type === 'DuplicateDismissed') {
          await removePair(claimId, otherClaimId);
        }
      }
    }
  },
};
