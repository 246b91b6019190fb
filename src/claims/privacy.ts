import { foldStream } from '../platform/event-store/command-handler.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { CLOSED_STATUSES } from '../contracts/claim-vocabulary.js';
import { claimDecider } from './claim-decider.js';
import type { ClaimsDeps } from './claims-deps.js';
import { claimStream } from './contract.js';
import { claimHistory } from './timeline.js';

/** The read models whose rows hold the passenger's words: an erasure answers once they are cleared. */
const READ_MODELS_WITH_PERSONAL_DATA = ['claims', 'claim_status', 'claim_communications', 'claim_documents', 'claim_messages', 'claim_mandates'];

/** What the privacy module asks of claims (wired in src/modules.ts): find a claim, record its erasure, gather its data. */
export function claimsPrivacy(deps: Pick<ClaimsDeps, 'pool' | 'store' | 'executeCommand' | 'operators' | 'catalog' | 'communications'>) {
  return {
    /** The claim a practice number names; undefined for none. */
    async claimIdOfPractice(practiceNumber: string): Promise<number | undefined> {
      const { rows } = await deps.pool.query<{ claim_id: string }>('SELECT claim_id FROM claim_registry WHERE practice_number = $1', [practiceNumber]);
      return rows[0] ? Number(rows[0].claim_id) : undefined;
    },

    /** The claim as its stream makes it (undefined when there is none): its practice number and whether its data are erased. */
    async claimErasure(claimId: number): Promise<{ practiceNumber: string; personalDataErasedAt: string | null } | undefined> {
      const { state } = await foldStream(deps.store, claimStream(claimId), claimDecider);
      return state.exists ? { practiceNumber: state.practiceNumber, personalDataErasedAt: state.personalDataErasedAt } : undefined;
    },

    /** Appends PersonalDataErased (409 when already there) and waits until the read models are cleared. */
    async recordErasure(actor: EventMetadata, input: { claimId: number; reason: string; erasedAt: string }): Promise<void> {
      await deps.executeCommand({
        stream: claimStream(input.claimId),
        decider: claimDecider,
        command: { type: 'ErasePersonalData', reason: input.reason, erasedAt: input.erasedAt },
        metadata: actor,
        readModels: READ_MODELS_WITH_PERSONAL_DATA,
      });
    },

    /** The submission's idempotency key and the hash of its body (the passenger's data, hashed) go; the ids stay. */
    async forgetRegistration(claimId: number): Promise<void> {
      await deps.pool.query('UPDATE claim_registry SET idempotency_key = NULL, request_hash = NULL WHERE claim_id = $1', [claimId]);
    },

    /**
     * Claims closed (completed or rejected; one of them with `outcome`) before `closedBefore` whose data
     * are not erased (or, with `includeErased`, whether erased or not), in the order they closed: `limit`
     * of them after the `after` cursor.
     */
    async closedClaims(query: ClosedClaimsQuery): Promise<ClosedClaim[]> {
      const { rows } = await deps.pool.query<{ id: string; closed_at: Date }>(
        `SELECT id, closed_at FROM claims
          WHERE admin_status = ANY($1) AND closed_at < $2 AND ($6 OR personal_data_erased_at IS NULL) AND (closed_at, id) > ($3, $4)
          ORDER BY closed_at, id LIMIT $5`,
        [query.outcome ? [query.outcome] : CLOSED_STATUSES, query.closedBefore, query.after?.closedAt ?? '-infinity', query.after?.id ?? 0, query.limit, query.includeErased ?? false],
      );
      return rows.map((row) => ({ id: Number(row.id), closedAt: row.closed_at.toISOString() }));
    },

    /** The claim, its history as the timeline words it (with data) and its communications: the export's claims part. */
    async personalData(claimId: number) {
      const history = await claimHistory(deps, claimId);
      return { ...history, communications: await deps.communications.listOf(claimId) };
    },
  };
}

export interface ClosedClaim {
  id: number;
  closedAt: string;
}

export interface ClosedClaimsQuery {
  outcome?: 'completed' | 'rejected';
  closedBefore: Date;
  after?: ClosedClaim;
  limit: number;
  includeErased?: boolean;
}

export type ClaimsPrivacy = ReturnType<typeof claimsPrivacy>;
