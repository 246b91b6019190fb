import type { Queryable } from '../../platform/db/pool.js';
import type { Projection } from '../../../projections/projection.js';
import { CLAIM_EVENT, type ClaimEvent } from '../../claims/contract.js';
import { DOCUMENT_EVENT, type DocumentEvent } from '../../documents/contract.js';
import type { AdminCounters } from '../../contracts/monitoring.js';
import { COMMUNICATION_EVENT } from '../../communications/contract.js';

/** Counters for the dashboard, moved by each event rather than counted on every poll; one statement per batch. */
export const adminStatsProjection: Projection = {
  kind: 'projection',
  name: 'admin_stats',
  gatherMs: 100,
  tables: ['admin_stats'],
  schema: `CREATE TABLE IF NOT EXISTS admin_stats (counter text PRIMARY KEY, value bigint NOT NULL DEFAULT 0);`,
  async apply(events, db) {
    const deltas = new Map<string, number>();
    const bump = (counter: string, delta: number) => deltas.set(counter, (deltas.get(counter) ?? 0) + delta);
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as ClaimEvent | DocumentEvent;
      if (event.type === CLAIM_EVENT.ClaimSubmitted) {
        bump('claims_total', 1);
        bump('status_pending', 1);
      } else if (event.type === CLAIM_EVENT.ClaimStatusChanged) {
        bump(`status_${event.data.from}`, -1);
        bump(`status_${event.data.to}`, 1);
      } else if (event.type === DOCUMENT_EVENT.DocumentUploaded) {
        bump('documents_total', 1);
      } else if (event.type === DOCUMENT_EVENT.DocumentVerified) {
        bump('documents_verified', 1);
      } else if (recorded.type === COMMUNICATION_EVENT.EmailSent) {
        bump('emails_sent', 1);
      } else if (event.type === DOCUMENT_EVENT.DocumentRejected && event.data.wasVerified) {
        bump('documents_verified', -1);
      }
    }
    if (deltas.size === 0) return;
    await db.query(
      `INSERT INTO admin_stats (counter, value) SELECT * FROM unnest($1::text[], $2::bigint[])
       ON CONFLICT (counter) DO UPDATE SET value = admin_stats.value + EXCLUDED.value`,
      [[...deltas.keys()], [...deltas.values()]],
    );
  },
};

export type { AdminCounters };

export async function readAdminCounters(db: Queryable): Promise<AdminCounters> {
  const { rows } = await db.query<{ counter: string; value: string }>('SELECT counter, value FROM admin_stats');
  const count = new Map(rows.map((row) => [row.counter, Number(row.value)]));
  const get = (name: string) => count.get(name) ?? 0;
  return {
    flightChecks: {
      total: get('claims_total'),
      pending: get('status_pending'),
      underReview: get('status_under_review'),
      processing: get('status_under_review'),
      approved: get('status_approved'),
      completed: get('status_completed'),
      rejected: get('status_rejected'),
    },
    documents: { total: get('documents_total'), verified: get('documents_verified') },
    communications: { sent: get('emails_sent') },
  };
}
