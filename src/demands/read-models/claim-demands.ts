import type pg from 'pg';
import { foldIntoRows, type Row } from '../../../projections/fold-rows.js';
import { CLAIM_EVENT, claimIdOfStream, type ClaimState } from '../../claims/contract.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { demandsDecider, evolveDemands, initialDemandsState, type ClaimFile, type DemandsState } from '../demands-decider.js';


const FOLDED = new Set<string>(demandsDecider.eventTypes);
const isAbout = (event: RecordedEvent) => FOLDED.has(event.type) && claimIdOfStream(event.stream) !== undefined;

/**
 * What the panel reads of the claim, the problem and the cancellation's notice included (what a letter
 * rests on): the demands fold keeps the rest of the claim's data (contacts, IP address, narrative) out of this table.
 */
const CLAIM_FIELDS = [
  'exists',
  'id',
  'practiceNumber',
  'adminStatus',
  'passengers',
  'compensationAmount',
  'estimatedCompensation',
  'operatingCarrier',
  'flightNumber',
  'flightDate',
  'issueType',
  'cancellationNotice',
  'personalDataErasedAt',
] as const;

interface StoredState {
  claim: Partial<Record<(typeof CLAIM_FIELDS)[number], unknown>>;
  mandates: [number, string][];
  files: Omit<ClaimFile, 'fileName'>[];
  flight: DemandsState['flight'];
  letters: DemandsState['letters'];
  sent: DemandsState['sent'];
  replies: DemandsState['replies'];
}

function stored(state: DemandsState): StoredState {
  const claim = state.claim as Record<string, unknown>;
  const passengers = state.claim.exists ? state.claim.passengers.map(({ passengerId, fullName }) => ({ passengerId, fullName })) : undefined;
  return {
    claim: { ...Object.fromEntries(CLAIM_FIELDS.filter((field) => field in claim).map((field) => [field, claim[field]])), passengers },
    mandates: [...state.mandates],
    // A file's name may name its owner: the panel needs only its kind and whether it is usable.
    files: [...state.files.values()].map(({ fileName: _name, ...file }) => file),
    flight: state.flight,
    letters: state.letters,
    sent: state.sent,
    replies: state.replies,
  };
}

function restored(row: StoredState): DemandsState {
  return {
    ...initialDemandsState,
    claim: row.claim as unknown as ClaimState,
    mandates: new Map(row.mandates),
    files: new Map(row.files.map((file) => [file.documentId, { ...file, fileName: '' }])),
    flight: row.flight,
    letters: row.letters,
    sent: row.sent,
    replies: row.replies,
  };
}

/**
 * The «Compagnia aerea» panel's view of each claim: the demands fold (the claim's passengers, amounts and
 * carrier, the signed mandates, the usable files, the verified flight, the letters, sendings and replies),
 * kept so that a GET reads a row instead of folding the stream; part of the projection `demands`
 * (./demands.ts). Once the passenger's data are erased the row keeps only that, and its stream version.
 */
export const claimDemandsTables = {
  tables: ['claim_demands'],
  // The comment is part of the schema: a change to what `state` holds changes it, and the runner rebuilds the table.
  schema: `
    -- state: the claim's fields of CLAIM_FIELDS (with issueType and cancellationNotice), mandates, files, flight, letters, sendings, replies
    CREATE TABLE IF NOT EXISTS claim_demands (
      claim_id bigint PRIMARY KEY,
      state jsonb NOT NULL,
      version bigint NOT NULL
    );
  `,
  handles: isAbout,
  async apply(events: RecordedEvent[], db: pg.PoolClient) {
    await foldIntoRows(db, events, {
      table: 'claim_demands',
      keyType: 'bigint',
      key: 'claim_id',
      versionColumn: 'version',
      keyOf: (event) => (isAbout(event) ? String(claimIdOfStream(event.stream)) : undefined),
      fold(row, event) {
        const at = event.metadata.requestedAt;
        if (event.type === CLAIM_EVENT.PersonalDataErased) {
          const claim = { exists: true, id: claimIdOfStream(event.stream), personalDataErasedAt: at };
          return { claim_id: claimIdOfStream(event.stream), state: { ...stored(initialDemandsState), claim } };
        }
        const state = row ? restored(row.state as StoredState) : initialDemandsState;
        if (state.claim.exists && state.claim.personalDataErasedAt) return undefined;
        const next = evolveDemands(state, { type: event.type, data: event.data } as Parameters<typeof evolveDemands>[1], at);
        return { claim_id: claimIdOfStream(event.stream), state: stored(next) } satisfies Row;
      },
    });
  },
};

/** The claim's demands as the panel reads them; the initial state (no claim) when the claim has none. */
export async function readClaimDemands(db: pg.Pool, claimId: number): Promise<DemandsState> {
  const { rows } = await db.query<{ state: StoredState }>('SELECT state FROM claim_demands WHERE claim_id = $1', [claimId]);
  return rows[0] ? restored(rows[0].state) : initialDemandsState;
}
