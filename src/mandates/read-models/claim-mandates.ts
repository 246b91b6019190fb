import type pg from 'pg';
import { foldIntoRows } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import { CLAIM_EVENT, claimIdOfStream, type Claim } from '../../claims/contract.js';
import { ERASED_PERSONAL_DATA } from '../../platform/personal-data/declaration.js';
import type { MandateSignedData } from '../mandate-events.js';
import { evolveMandates, initialMandatesState, mandatesDecider, type MandatesState } from '../mandates-decider.js';

/** The fold as a row keeps it: the claim as its fold reads it, each passenger's signed mandate and link version. */
interface StoredState {
  claim: MandatesState['claim'];
  signed: [number, MandateSignedData][];
  links: [number, number][];
}

const FOLDED = new Set<string>(mandatesDecider.eventTypes);

const stored = (state: MandatesState): StoredState => ({ claim: state.claim, signed: [...state.signed], links: [...state.links] });
const restored = (row: StoredState): MandatesState => ({ claim: row.claim, signed: new Map(row.signed), links: new Map(row.links) });

/** An erasure leaves no signer's name or address behind: the same row whether folded from plain events or from erased ones. */
const withoutSigners = (state: MandatesState): MandatesState => ({
  ...state,
  signed: new Map([...state.signed].map(([passengerId, signed]) => [passengerId, { ...signed, signerName: ERASED_PERSONAL_DATA, signerIp: null }])),
});

/**
 * Each claim's mandates as the panels read them (operators', the contact's, a co-passenger's own
 * link): the mandates fold of the claim's stream, one row per claim, so a GET reads one row instead
 * of folding the stream. Applied in the append's transaction (inline): a signing or a new link shows
 * in the next read. Signing and sending links still decide on the stream itself.
 */
export const claimMandatesProjection: Projection = {
  kind: 'projection',
  name: 'claim_mandates',
  tables: ['claim_mandates'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_mandates (
      claim_id bigint PRIMARY KEY,
      stream_version bigint NOT NULL,
      state jsonb NOT NULL
    );
  `,
  handles: (event) => FOLDED.has(event.type) && claimIdOfStream(event.stream) !== undefined,
  inline: true,
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'claim_mandates',
      key: 'claim_id',
      keyType: 'bigint',
      keyOf: (event) => (FOLDED.has(event.type) ? claimIdOfStream(event.stream)?.toString() : undefined),
      versionColumn: 'stream_version',
      fold: (row, event) => {
        const before = row ? restored(row.state as StoredState) : initialMandatesState;
        const after = evolveMandates(before, { type: event.type, data: event.data } as Parameters<typeof evolveMandates>[1], event.metadata.requestedAt);
        const state = event.type === CLAIM_EVENT.PersonalDataErased ? withoutSigners(after) : after;
        return { claim_id: claimIdOfStream(event.stream), stream_version: event.version.toString(), state: stored(state) };
      },
    });
  },
};

/** The claim's mandates as last folded, or undefined while the read model holds no row for it (not yet, or no such claim). */
export async function readClaimMandates(db: pg.Pool, claimId: number): Promise<(MandatesState & { claim: Claim & { exists: true } }) | undefined> {
  const { rows } = await db.query<{ state: StoredState }>('SELECT state FROM claim_mandates WHERE claim_id = $1', [claimId]);
  const state = rows[0] && restored(rows[0].state);
  return state?.claim.exists ? (state as MandatesState & { claim: Claim & { exists: true } }) : undefined;
}
