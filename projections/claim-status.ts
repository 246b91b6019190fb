import type { ClaimEvent } from '../src/claims/claim-events.js';
import { normaliseEmail, PUBLIC_STATUS } from '../src/claims/public-status.js';
import { claimIdOf, isClaimEvent } from './claims.js';
import { foldIntoRows, type Row } from './fold-rows.js';
import type { Projection } from './projection.js';

/**
 * The public status lookup: by practice number and normalised e-mail; internal notes never land here.
 * Also the upload links' version: every passenger call checks its token against it, and a revoke or
 * a new e-mail address moves it on, so links issued before stop working.
 */
export const claimStatusProjection: Projection = {
  kind: 'projection',
  name: 'claim_status',
  tables: ['claim_status'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_status (
      claim_id bigint PRIMARY KEY,
      practice_number text NOT NULL UNIQUE,
      email_normalised text NOT NULL,
      status text NOT NULL,
      flight_number text NOT NULL,
      estimated_compensation numeric(10, 2),
      notes text,
      created_at timestamptz NOT NULL,
      last_updated timestamptz NOT NULL,
      upload_link_version integer NOT NULL
    );
  `,
  handles: isClaimEvent,
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'claim_status',
      keyType: 'bigint',
      key: 'claim_id',
      keyOf: (event) => (isClaimEvent(event) ? String(claimIdOf(event)) : undefined),
      fold(row, recorded) {
        const event = { type: recorded.type, data: recorded.data } as ClaimEvent;
        const at = recorded.metadata.requestedAt;
        if (event.type === 'ClaimSubmitted') {
          return {
            claim_id: claimIdOf(recorded),
            practice_number: event.data.practiceNumber,
            email_normalised: normaliseEmail(event.data.email),
            status: 'pending',
            flight_number: event.data.flightNumber,
            estimated_compensation: null,
            notes: null,
            created_at: at,
            last_updated: at,
            upload_link_version: 1,
          };
        }
        if (!row) return undefined;
        return foldChange(row, event, at);
      },
    });
  },
};

function foldChange(row: Row, event: ClaimEvent, at: string): Row | undefined {
  switch (event.type) {
    case 'EligibilityAssessed':
      return { ...row, estimated_compensation: event.data.estimatedCompensation };
    case 'ClaimStatusChanged':
      return { ...row, status: PUBLIC_STATUS[event.data.to], notes: event.data.passengerNote ?? row.notes, last_updated: at };
    case 'ClaimDetailsEdited': {
      const { email, flightNumber } = event.data.changes;
      if (!email && !flightNumber) return undefined;
      return {
        ...row,
        email_normalised: email ? normaliseEmail(email.to) : row.email_normalised,
        flight_number: flightNumber?.to ?? row.flight_number,
        last_updated: at,
        // Links went to the old address: whoever holds that mailbox keeps no way in.
        upload_link_version: email ? Number(row.upload_link_version) + 1 : row.upload_link_version,
      };
    }
    case 'UploadLinksRevoked':
      return { ...row, upload_link_version: Number(row.upload_link_version) + 1 };
    default:
      return undefined;
  }
}
