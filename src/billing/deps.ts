import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';
import type { PassengerGuard } from '../platform/http/passenger-guard.js';
import type { InvoiceIssuer } from './invoice-pdf.js';

/** Port: the documents module stores the invoices' PDFs and reads them back (src/modules.ts wires it). */
export interface InvoiceDocuments {
  store(
    actor: EventMetadata,
    document: { claimId: number; documentId: string; fileType: 'fattura'; fileName: string; description: string; bytes: Uint8Array; sha256: string },
  ): Promise<void>;
  read(claimId: number, documentId: string): Promise<Readable | undefined>;
}

export interface BillingCompany extends InvoiceIssuer {
  /** The account payouts leave from (pain.001's debtor); unset: the file cannot be made yet. */
  bic: string | null;
  /** Printed before the year in invoice numbers («A/2026/0001»); empty for none. */
  invoiceSeries: string;
}

export interface BillingDeps {
  pool: pg.Pool;
  store: EventStore;
  executeCommand: ExecuteCommand;
  documents: InvoiceDocuments;
  company: BillingCompany;
  passengerGuard: PassengerGuard;
  /** Signs the bank-details links sent by e-mail ('bank-details' purpose). */
  bankDetailsKey: Buffer;
  publicUrl: string;
  /** PAYOUT_APPROVERS: 2, a batch is approved by an admin other than its creator; 1, its creator may approve it. */
  payoutApprovers: 1 | 2;
}
