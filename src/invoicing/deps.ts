import type pg from 'pg';
import type { Clock } from '../platform/clock.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';
import type { Logger } from '../platform/logger.js';
import type { EInvoiceCompany } from './fatturapa-xml.js';
import type { SdiTransmitter } from './sdi/sdi-transmitter.js';

/** Port: billing's invoice numbers (one list per year), for the credit note and the new invoice after a rejection. */
export interface InvoiceNumbers {
  allocate(actor: EventMetadata, input: { year: number; claimId: number; passengerId: number; purpose: string }): Promise<{ number: string; year: number; sequence: number }>;
}

export interface InvoicingDeps {
  pool: pg.Pool;
  store: EventStore;
  executeCommand: ExecuteCommand;
  logger: Logger;
  clock: Clock;
  company: EInvoiceCompany;
  transmitter: SdiTransmitter;
  numbers: InvoiceNumbers;
  /** How often the worker looks for the SdI's receipts (intermediary's notifications, inbox folder). */
  receiptsEveryMs: number;
}
