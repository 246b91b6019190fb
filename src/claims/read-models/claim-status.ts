import type pg from 'pg';
import { foldIntoRows, type Row } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import { type AdminStatus, type ClaimEvent } from '../claim-events.js';
import { claimIdOfStream } from '../contract.js';
import type { EventCatalog } from '../../platform/events/catalog.js';
import { normaliseEmail, publicStatusOf, type PublicStatus } from '../public-status.js';
import { isClaimEvent } from './claims.js';

/**
 * The public status lookup: by practice number and normalised e-mail; internal notes never land here.
 * Also the upload links' version: every passenger call checks its token against it, and a revoke or
 * a new e-mail address moves it on, so links issued before stop working.
 * Once the passenger's data are erased the row stays, emptied and marked `erased`, so that its stream
 * version still turns away the events folded before (inline, then again by the runner): lookups and
 * upload links then find nothing.
 * The status reads «Approvata» only once an event on the claim's stream says the airline agreed to pay
 * (the catalog's `airlineAgreed`, whatever module records it): public-status.ts.
 */
export const claimStatusProjection = ({ airlineAgreed, airlineAgreementTypes }: Pick<EventCatalog, 'airlineAgreed' | 'airlineAgreementTypes'>): Projection => {
  const agreementTypes = new Set(airlineAgreementTypes);
  const folds = (event: { type: string; stream: string }) => isClaimEvent(event as never) || agreementTypes.has(event.type);
  return {
  kind: 'projection',
  name: 'claim_status',
  tables: ['claim_status'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_status (
      claim_id bigint PRIMARY KEY,
      practice_number text NOT NULL UNIQUE,
      email_normalised text NOT NULL,
      status text NOT NULL, -- the public status: a completed claim reads 'closed'
      admin_status text NOT NULL,
      airline_agreed boolean NOT NULL,
      flight_number text NOT NULL,
      estimated_compensation numeric(10, 2),
      notes text,
      created_at timestamptz NOT NULL,
      last_updated timestamptz NOT NULL,
      upload_link_version integer NOT NULL,
      version bigint NOT NULL,
      erased boolean NOT NULL
    );
    CREATE INDEX IF NOT EXISTS claim_status_by_email ON claim_status (email_normalised, claim_id DESC) WHERE NOT erased;
  `,
  handles: folds,
  inline: true,
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'claim_status',
      keyType: 'bigint',
      key: 'claim_id',
      versionColumn: 'version',
      keyOf: (event) => (folds(event) ? String(claimIdOfStream(event.stream)) : undefined),
      fold(row, recorded) {
        const event = { type: recorded.type, data: recorded.data } as ClaimEvent;
        const at = recorded.metadata.requestedAt;
        if (!isClaimEvent(recorded)) {
          if (!row || row.airline_agreed || !airlineAgreed(recorded)) return undefined;
          return { ...row, airline_agreed: true, status: publicStatusOf(row.admin_status as AdminStatus, true), last_updated: at };
        }
        if (event.type === 'ClaimSubmitted') {
          return {
            claim_id: claimIdOfStream(recorded.stream),
            practice_number: event.data.practiceNumber,
            email_normalised: normaliseEmail(event.data.email),
            status: 'pending',
            admin_status: 'pending',
            airline_agreed: false,
            flight_number: event.data.flightNumber,
            estimated_compensation: null,
            notes: null,
            created_at: at,
            last_updated: at,
            upload_link_version: 1,
            version: recorded.version.toString(),
            erased: false,
          };
        }
        if (!row) return undefined;
        return foldChange(row, event, at);
      },
    });
  },
  };
};

function foldChange(row: Row, event: ClaimEvent, at: string): Row | undefined {
  switch (event.type) {
    case 'EligibilityAssessed':
      return { ...row, estimated_compensation: event.data.estimatedCompensation };
    case 'ClaimStatusChanged':
      return { ...row, admin_status: event.data.to, status: publicStatusOf(event.data.to, Boolean(row.airline_agreed)), notes: event.data.passengerNote ?? row.notes, last_updated: at };
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
    case 'PersonalDataErased':
      return { ...row, email_normalised: '', notes: null, erased: true, last_updated: at };
    default:
      return undefined;
  }
}

export interface PublicStatusRow {
  claimId: number;
  practiceNumber: string;
  status: PublicStatus;
  lastUpdated: string;
  uploadLinkVersion: number;
}

/**
 * One query whatever is wrong, so a wrong e-mail and a wrong number cannot be told apart: a prepared
 * statement on the unique practice-number index, answering only the columns the lookup shows (the
 * status: notes and amounts are for the passenger area).
 */
export async function findPublicStatus(db: pg.Pool, practiceNumber: string, email: string): Promise<PublicStatusRow | undefined> {
  const { rows } = await db.query({
    name: 'find_public_status',
    text: `SELECT claim_id, practice_number, status, last_updated, upload_link_version
             FROM claim_status WHERE practice_number = $1 AND email_normalised = $2 AND NOT erased`,
    values: [practiceNumber, normaliseEmail(email)],
  });
  const row = rows[0];
  return (
    row && {
      claimId: Number(row.claim_id),
      practiceNumber: row.practice_number,
      status: row.status,
      lastUpdated: row.last_updated.toISOString(),
      uploadLinkVersion: row.upload_link_version,
    }
  );
}

/** The claim's current practice number and upload-link version: what a passenger's upload token is checked against. */
export async function findUploadLink(db: pg.Pool, claimId: number): Promise<{ practiceNumber: string; version: number } | undefined> {
  const { rows } = await db.query<{ practice_number: string; upload_link_version: number }>(
    'SELECT practice_number, upload_link_version FROM claim_status WHERE claim_id = $1 AND NOT erased',
    [claimId],
  );
  return rows[0] && { practiceNumber: rows[0].practice_number, version: rows[0].upload_link_version };
}
