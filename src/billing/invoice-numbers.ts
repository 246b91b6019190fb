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
  /** A number asked for explicitly: refused unless it is the next one. */
  sequence?: number;
};

type InvoiceKey = { claimId: number; passengerId: number; nth?: number };
const sameInvoice = (a: InvoiceKey, b: InvoiceKey) => a.claimId === b.claimId && a.passengerId === b.passengerId && (a.nth ?? 0) === (b.nth ?? 0);

export function decideInvoiceNumber(command: InvoiceNumberCommand, state: InvoiceNumbersState): InvoiceNumberEvent[] {
  if (state.allocations.some((allocation) => sameInvoice(allocation, command))) return [];
  const next = state.allocations.length + 1;
  if (command.sequence !== undefined && command.sequence !== next) throw invoiceNumberUsed(String(command.sequence));
  const nth = command.nth ? { nth: command.nth } : {};
  return [{ type: 'InvoiceNumberAllocated', data: { sequence: next, claimId: command.claimId, passengerId: command.passengerId, ...nth } }];
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
export async function allocateInvoiceNumber(executeCommand: ExecuteCommand, actor: EventMetadata, input: { year: number; claimId: number; passengerId: number; nth?: number }): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { state } = await executeCommand({
        stream: invoiceNumberStream(input.year),
        decider: invoiceNumbersDecider,
        command: { type: 'AllocateInvoiceNumber', claimId: input.claimId, passengerId: input.passengerId, nth: input.nth },
        metadata: actor,
      });
      return state.allocations.find((allocation) => sameInvoice(allocation, input))!.sequence;
    } catch (error) {
      // Several operators at once: the executor re-decides a few times, this loop a few more.
      if (!(error instanceof WrongExpectedVersionError) || attempt >= ALLOCATION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
