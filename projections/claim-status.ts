import type { ClaimEvent } from '../src/claims/claim-events.js';
import { normaliseEmail, PUBLIC_STATUS } from '../src/claims/public-status.js';
import { claimIdOf } from './claims.js';
import type { Projection } from './projection.js';

/** The public status lookup: by practice number and normalised e-mail; internal notes never land here. */
export const claimStatusProjection: Projection = {
  kind: 'projection',
  name: 'claim_status',
  tables: ['claim_status'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_status (
      practice_number text PRIMARY KEY,
      email_normalised text NOT NULL,
      claim_id bigint NOT NULL UNIQUE,
      status text NOT NULL,
      flight_number text NOT NULL,
      estimated_compensation numeric(10, 2),
      notes text,
      created_at timestamptz NOT NULL,
      last_updated timestamptz NOT NULL
    );
  `,
  async apply(recorded, db) {
    const event = { type: recorded.type, data: recorded.data } as ClaimEvent;
    const at = recorded.metadata.requestedAt;
    const claimId = claimIdOf(recorded);
    switch (event.type) {
      case 'ClaimSubmitted':
        await db.query(
          `INSERT INTO claim_status (practice_number, email_normalised, claim_id, status, flight_number, created_at, last_updated)
           VALUES ($1, $2, $3, 'pending', $4, $5, $5) ON CONFLICT (practice_number) DO NOTHING`,
          [event.data.practiceNumber, normaliseEmail(event.data.email), claimId, event.data.flightNumber, at],
        );
        return;
      case 'EligibilityAssessed':
        await db.query('UPDATE claim_status SET estimated_compensation = $2 WHERE claim_id = $1', [claimId, event.data.estimatedCompensation]);
        return;
      case 'ClaimStatusChanged':
        await db.query('UPDATE claim_status SET status = $2, notes = coalesce($3, notes), last_updated = $4 WHERE claim_id = $1', [
          claimId,
          PUBLIC_STATUS[event.data.to],
          event.data.passengerNote,
          at,
        ]);
        return;
      case 'ClaimDetailsEdited': {
        const { email, flightNumber } = event.data.changes;
        if (!email && !flightNumber) return;
        await db.query(
          `UPDATE claim_status SET email_normalised = coalesce($2, email_normalised), flight_number = coalesce($3, flight_number), last_updated = $4
           WHERE claim_id = $1`,
          [claimId, email ? normaliseEmail(email.to) : null, flightNumber?.to ?? null, at],
        );
        return;
      }
      default:
        return;
    }
  },
};
