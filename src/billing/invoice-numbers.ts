import type { Decider } from '../platform/event-store/command-handler.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { WrongExpectedVersionError } from '../platform/event-store/index.js';
import { invoiceNumberUsed } from './claim-billing-decider.js';
import type { InvoiceNumberAllocatedData, InvoiceNumberEvent } from './billing-events.js';
import { invoiceNumberStream } from './contract.js';

/**
 * A year's invoice numbers, one stream per year: the n-th InvoiceNumberAllocated is at version n and
 * carries sequence n. The append names the version it decided on, so two operators can never take the
 * same number (one of them is decided again on the newer stream), and a failed append leaves no gap.
 * A (claim, passenger, nth invoice of theirs) asking again gets the number it already has.
 */
export interface InvoiceNumbersState {
  allocations: InvoiceNumberAllocatedData[];
}

export type InvoiceNumberCommand = {
  type: 'AllocateInvoiceNumber';
  claimId: number;
  passengerId: number;
  /** How many invoices the passenger had before this one: 0 for the first (money that came in after it gets another). */
  nth?: number;
  /** A further document of the passenger (a credit note, a new invoice after a rejection): each purpose has its own number. */
  purpose?: string;
  /** A number asked for explicitly: refused unless it is the next one. */
  sequence?: number;
};

type DocumentKey = { claimId: number; passengerId: number; nth?: number; purpose?: string };
/** One number per document: the passenger's nth invoice of the claim, or a further document for a purpose. */
const sameDocument = (a: DocumentKey, b: DocumentKey) => a.claimId === b.claimId && a.passengerId === b.passengerId && (a.nth ?? 0) === (b.nth ?? 0) && (a.purpose ?? '') === (b.purpose ?? '');

export function decideInvoiceNumber(command: InvoiceNumberCommand, state: InvoiceNumbersState): InvoiceNumberEvent[] {
  if (state.allocations.some((allocation) => sameDocument(allocation, command))) return [];
  const next = state.allocations.length + 1;
  if (command.sequence !== undefined && command.sequence !== next) throw invoiceNumberUsed(String(command.sequence));
  const nth = command.nth ? { nth: command.nth } : {};
  const purpose = command.purpose ? { purpose: command.purpose } : {};
  return [{ type: 'InvoiceNumberAllocated', data: { sequence: next, claimId: command.claimId, passengerId: command.passengerId, ...nth, ...purpose } }];
}

export const invoiceNumbersDecider: Decider<InvoiceNumbersState, InvoiceNumberCommand, InvoiceNumberEvent> = {
  initialState: { allocations: [] },
  eventTypes: ['InvoiceNumberAllocated'],
  evolve: (state, event) => ({ allocations: [...state.allocations, event.data] }),
  decide: decideInvoiceNumber,
};

/** The printed number: «2026/0001», or with the series «A/2026/0001». */
export const formatInvoiceNumber = (year: number, sequence: number, series: string) => `${series ? `${series}/` : ''}${year}/${String(sequence).padStart(4, '0')}`;

const ALLOCATION_ATTEMPTS = 20;

/** The passenger's invoice number of that year: the one allocated before, or the next free one. */
export async function allocateInvoiceNumber(executeCommand: ExecuteCommand, actor: EventMetadata, input: { year: number; claimId: number; passengerId: number; nth?: number; purpose?: string }): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { state } = await executeCommand({
        stream: invoiceNumberStream(input.year),
        decider: invoiceNumbersDecider,
        command: { type: 'AllocateInvoiceNumber', claimId: input.claimId, passengerId: input.passengerId, nth: input.nth, purpose: input.purpose },
        metadata: actor,
      });
      return state.allocations.find((allocation) => sameDocument(allocation, input))!.sequence;
    } catch (error) {
      // Several operators at once: the executor re-decides a few times, this loop a few more.
      if (!(error instanceof WrongExpectedVersionError) || attempt >= ALLOCATION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
