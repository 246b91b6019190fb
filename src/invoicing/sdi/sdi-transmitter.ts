import type { SdiReceiptType } from '../e-invoice-events.js';

/** A document as it leaves: its SdI file name and its XML. */
export interface SdiFile {
  fileName: string;
  xml: string;
}

/** A document sent and waiting for its outcome. */
export interface SentDocument {
  number: string;
  fileName: string;
  identifier: string;
}

/** The SdI's outcome for one document, as a transport got it. */
export interface SdiReceipt {
  number: string;
  receipt: SdiReceiptType;
  sdiIdentifier: string | null;
  receivedAt: string;
  errors: { code: string; description: string }[];
  /** Called once the receipt is recorded: the transport may then forget it (the folder moves its file away). */
  recorded?: () => Promise<void>;
}

/**
 * The port to the Sistema di Interscambio. `transmit` hands the file over and names where it went;
 * `receipts` finds the outcomes of documents sent and not yet settled. Either may throw
 * `SdiUnavailableError` when the other side is away for now: the caller tries again later.
 */
export interface SdiTransmitter {
  readonly transport: 'folder' | 'intermediary';
  transmit(file: SdiFile): Promise<{ identifier: string }>;
  receipts(waiting: readonly SentDocument[]): Promise<SdiReceipt[]>;
}

/** The other side did not answer, or answered that it cannot now (5xx, 429): worth trying again. */
export class SdiUnavailableError extends Error {
  constructor(detail: string) {
    super(`SdI transport unavailable: ${detail}`);
    this.name = 'SdiUnavailableError';
  }
}

/** The other side refused the request itself (4xx): trying again changes nothing until someone looks. */
export class SdiRefusedError extends Error {
  constructor(detail: string) {
    super(`SdI transport refused the request: ${detail}`);
    this.name = 'SdiRefusedError';
  }
}

export const receiptAccepted = (receipt: SdiReceiptType) => receipt !== 'NS';
