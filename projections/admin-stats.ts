import type { ClaimEvent } from '../src/claims/claim-events.js';
import type { Projection } from './projection.js';

/** Counters for the dashboard, moved by each event rather than counted on every poll. */
export const adminStatsProjection: Projection = {
  kind: 'projection',
  name: 'admin_stats',
  tables: ['admin_stats'],
  schema: `CREATE TABLE IF NOT EXISTS admin_stats (counter text PRIMARY KEY, value bigint NOT NULL DEFAULT 0);`,
  async apply(recorded, db) {
    const event = { type: recorded.type, data: recorded.data } as ClaimEvent;
    if (event.type === 'ClaimSubmitted') await bump(db, [['claims_total', 1], ['status_pending', 1]]);
    else if (event.type === 'ClaimStatusChanged') await bump(db, [[`status_${event.data.from}`, -1], [`status_${event.data.to}`, 1]]);
  },
};

async function bump(db: { query: (sql: string, values: unknown[]) => Promise<unknown> }, changes: [string, number][]): Promise<void> {
  await db.query(
    `INSERT INTO admin_stats (counter, value) SELECT * FROM unnest($1::text[], $2::bigint[])
     ON CONFLICT (counter) DO UPDATE SET value = admin_stats.value + EXCLUDED.value`,
    [changes.map(([counter]) => counter), changes.map(([, delta]) => delta)],
  );
}
