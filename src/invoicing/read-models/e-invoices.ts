import type pg from 'pg';
import type { Projection } from '../../../projections/projection.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { ElectronicInvoiceDrawnData, ElectronicInvoiceTransmittedData, SdiReceiptRecordedData } from '../e-invoice-events.js';
import { customerOfStream } from '../stream.js';

/**
 * Each electronic document and where it stands with the SdI: for the claim page's list of invoices,
 * the XML's download and the receipts' worker. Nothing personal (no customer, no SdI error texts: their
 * codes only). Every statement sets values, so folding an event again changes nothing.
 */
export const eInvoicesProjection: Projection = {
  kind: 'projection',
  name: 'e_invoices',
  tables: ['e_invoices'],
  schema: `
    CREATE TABLE IF NOT EXISTS e_invoices (
      claim_id bigint NOT NULL,
      passenger_id int NOT NULL,
      number text NOT NULL,
      document_type text NOT NULL,
      invoice_number text NOT NULL,
      issued_on date NOT NULL,
      total_cents bigint NOT NULL,
      file_name text NOT NULL,
      transport text,
      identifier text,
      transmitted_at timestamptz,
      receipt text,
      accepted boolean,
      error_codes text[] NOT NULL DEFAULT '{}',
      corrected_by text,
      replaces text,
      corrects text,
      PRIMARY KEY (claim_id, number)
    );
    CREATE INDEX IF NOT EXISTS e_invoices_waiting ON e_invoices (transport) WHERE receipt IS NULL AND transport IS NOT NULL;
  `,
  handles: (event) => event.type === 'ElectronicInvoiceDrawn' || event.type === 'ElectronicInvoiceTransmitted' || event.type === 'SdiReceiptRecorded',
  async apply(events, db) {
    for (const event of events) await applyEvent(event, db);
  },
};

async function applyEvent(event: RecordedEvent, db: pg.PoolClient): Promise<void> {
  const customer = customerOfStream(event.stream);
  if (!customer) return;
  if (event.type === 'ElectronicInvoiceDrawn') {
    const data = event.data as ElectronicInvoiceDrawnData;
    await db.query(
      `INSERT INTO e_invoices (claim_id, passenger_id, number, document_type, invoice_number, issued_on, total_cents, file_name, replaces, corrects)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (claim_id, number) DO NOTHING`,
      [customer.claimId, customer.passengerId, data.number, data.documentType, data.invoiceNumber, data.issuedOn, data.totalCents, data.fileName, data.replaces ?? null, data.corrects?.number ?? null],
    );
    if (data.corrects) await db.query('UPDATE e_invoices SET corrected_by = $3 WHERE claim_id = $1 AND number = $2', [customer.claimId, data.corrects.number, data.number]);
  } else if (event.type === 'ElectronicInvoiceTransmitted') {
    const data = event.data as ElectronicInvoiceTransmittedData;
    await db.query('UPDATE e_invoices SET transport = $3, identifier = $4, transmitted_at = $5 WHERE claim_id = $1 AND number = $2', [customer.claimId, data.number, data.transport, data.identifier, data.transmittedAt]);
  } else if (event.type === 'SdiReceiptRecorded') {
    const data = event.data as SdiReceiptRecordedData;
    await db.query('UPDATE e_invoices SET receipt = $3, accepted = $4, error_codes = $5 WHERE claim_id = $1 AND number = $2', [customer.claimId, data.number, data.receipt, data.accepted, data.errorCodes]);
  }
}

export interface EInvoiceRow {
  claimId: number;
  passengerId: number;
  number: string;
  documentType: 'TD01' | 'TD04';
  invoiceNumber: string;
  issuedOn: string;
  totalCents: number;
  fileName: string;
  transport: 'folder' | 'intermediary' | null;
  identifier: string | null;
  receipt: 'RC' | 'MC' | 'NS' | null;
  accepted: boolean | null;
  errorCodes: string[];
  correctedBy: string | null;
  replaces: string | null;
  corrects: string | null;
}

const SELECT = `SELECT claim_id::int AS "claimId", passenger_id AS "passengerId", number, document_type AS "documentType", invoice_number AS "invoiceNumber",
  to_char(issued_on, 'YYYY-MM-DD') AS "issuedOn", total_cents::int AS "totalCents", file_name AS "fileName", transport, identifier, receipt, accepted,
  error_codes AS "errorCodes", corrected_by AS "correctedBy", replaces, corrects FROM e_invoices`;

export async function eInvoicesOfClaim(db: pg.Pool, claimId: number): Promise<EInvoiceRow[]> {
  return (await db.query<EInvoiceRow>(`${SELECT} WHERE claim_id = $1 ORDER BY issued_on, number`, [claimId])).rows;
}

export async function eInvoiceOfClaim(db: pg.Pool, claimId: number, number: string): Promise<EInvoiceRow | undefined> {
  return (await db.query<EInvoiceRow>(`${SELECT} WHERE claim_id = $1 AND number = $2`, [claimId, number])).rows[0];
}

/** What a transport sent and the SdI has not answered yet. */
export async function waitingForReceipt(db: pg.Pool, transport: 'folder' | 'intermediary'): Promise<EInvoiceRow[]> {
  return (await db.query<EInvoiceRow>(`${SELECT} WHERE transport = $1 AND receipt IS NULL AND identifier IS NOT NULL ORDER BY transmitted_at LIMIT 500`, [transport])).rows;
}
