import type pg from 'pg';
import type { AirportsByIds } from '../airports/contract.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';
import type { EventCatalog } from '../platform/events/catalog.js';
import type { Clock } from '../platform/clock.js';
import type { Logger } from '../platform/logger.js';

/** A PDF to keep among the claim's documents; the same documentId stored again records nothing twice. */
export interface TaskDocument {
  claimId: number;
  documentId: string;
  fileType: 'altro';
  fileName: string;
  description: string;
  bytes: Uint8Array;
  sha256: string;
}

export interface TasksDeps {
  pool: pg.Pool;
  store: EventStore;
  executeCommand: ExecuteCommand;
  logger: Logger;
  /** Today, for the lists' «scaduta» and the due day an operator may choose. */
  clock: Clock;
  /** Port to the documents module: stores a PDF the product made as an operator's document of the claim. */
  documents: { store(actor: EventMetadata, document: TaskDocument): Promise<void> };
  /** Port to the admin module: the enabled operator a claim's assignment (id, e-mail or name) names, if exactly one. */
  operatorIdOf(assignee: string): Promise<string | undefined>;
  operatorNames(ids: string[]): Promise<Map<string, string>>;
  /** Port to the airports module: where the claim's flight left from and went to decides which body takes a complaint. */
  airports: { airportsByIds: AirportsByIds };
  /** Port to the airlines module: the carrier's name for its IATA code, if known. */
  airlines: { nameOf(code: string): Promise<string | undefined> };
  /** Which events are news to the passenger: the event catalog. */
  catalog: Pick<EventCatalog, 'isNews'>;
  /**
   * Port to electronic invoicing: claims whose airline payment (on or before `paidBy`) still has no
   * invoice, and whether one claim still lacks it. The invoice is due within 12 days of the payment.
   */
  invoices: {
    late(paidBy: string, after: number, limit: number): Promise<{ claimId: number; paidOn: string }[]>;
    pending(claimId: number): Promise<boolean>;
  };
  /**
   * Port to the demands module: records the PEC receipts saved into its inbox folder, before the pass
   * counts the limitation period from the letters they show delivered.
   */
  letterReceipts: { recordInbox(now: Date): Promise<{ recorded: number }> };
  /** Who files the complaint for the passengers (COMPANY_NAME). */
  companyName: string;
}
