import type pg from 'pg';
import { foldIntoRows } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import type { NotificationPreference } from '../../contracts/notification-preferences.js';
import { claimIdOfStream } from '../../claims/contract.js';

/**
 * Each claim's last recorded notification preference and when it was chosen: the address's choice is
 * the latest over its claims, read in one query instead of folding each claim's stream. Inline, so
 * the passenger's next page shows the choice they just made.
 */
export const claimPreferencesProjection: Projection = {
  kind: 'projection',
  name: 'claim_preferences',
  tables: ['claim_preferences'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_preferences (
      claim_id bigint PRIMARY KEY,
      preference text NOT NULL,
      chosen_at timestamptz NOT NULL,
      stream_version bigint NOT NULL
    );
  `,
  handles: (event) => event.type === 'NotificationPreferenceChanged',
  inline: true,
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'claim_preferences',
      key: 'claim_id',
      keyType: 'bigint',
      versionColumn: 'stream_version',
      keyOf: (event) => (event.type === 'NotificationPreferenceChanged' ? claimIdOfStream(event.stream)?.toString() : undefined),
      fold: (_row, event) => ({ claim_id: claimIdOfStream(event.stream), preference: (event.data as { preference: NotificationPreference }).preference, chosen_at: event.metadata.requestedAt }),
    });
  },
};

/** The latest preference recorded on any of these claims, if any. */
export async function latestPreference(db: pg.Pool, claimIds: readonly number[]): Promise<NotificationPreference | undefined> {
  if (claimIds.length === 0) return undefined;
  const { rows } = await db.query<{ preference: NotificationPreference }>('SELECT preference FROM claim_preferences WHERE claim_id = ANY($1::bigint[]) ORDER BY chosen_at DESC LIMIT 1', [claimIds]);
  return rows[0]?.preference;
}
