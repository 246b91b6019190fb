import type { Decider } from '../platform/event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import type { BatchOperatorData, PayoutBatchEvent, PayoutItem } from './billing-events.js';

/** A payout batch: the transfers of one SEPA file, created once, approved by a second admin, executed once. */
export interface PayoutBatchState {
  exists: boolean;
  items: PayoutItem[];
  totalCents: number;
  createdAt: string | null;
  createdBy: BatchOperatorData | null;
  approvedBy: BatchOperatorData | null;
  executedOn: string | null;
}

export type PayoutBatchCommand =
  | { type: 'CreatePayoutBatch'; items: PayoutItem[]; createdAt: string; createdBy: BatchOperatorData }
  /** `approvers`: 2 (four eyes: never the batch's creator) or 1 (PAYOUT_APPROVERS=1, a one-person company). */
  | { type: 'ApprovePayoutBatch'; approver: BatchOperatorData; approvedAt: string; approvers: 1 | 2 }
  | { type: 'WithdrawPayoutLines'; items: { claimId: number; passengerId: number }[] }
  | { type: 'ExecutePayoutBatch'; executedOn: string };

export const batchNotFound = () => new DomainError('not_found', 'La distinta richiesta non esiste.', { title: 'Distinta non trovata' });
export const notApproved = () =>
  new DomainError('conflict', 'La distinta deve essere approvata da un secondo amministratore prima di scaricare il file SEPA o segnarla come eseguita.', { title: 'Distinta da approvare' });
const emptyBatch = () => new DomainError('conflict', 'La distinta non ha più bonifici: i passeggeri sono stati tolti.', { title: 'Distinta vuota' });

const sameLine = (a: { claimId: number; passengerId: number }, b: { claimId: number; passengerId: number }) => a.claimId === b.claimId && a.passengerId === b.passengerId;

export function decidePayoutBatch(command: PayoutBatchCommand, state: PayoutBatchState): PayoutBatchEvent[] {
  if (command.type === 'CreatePayoutBatch') {
    if (state.exists) return [];
    if (command.items.length === 0) throw new DomainError('invalid', 'Scegli almeno un passeggero da pagare', { field: 'items' });
    const totalCents = command.items.reduce((sum, item) => sum + item.amountCents, 0);
    return [{ type: 'PayoutBatchCreated', data: { items: command.items, totalCents, createdAt: command.createdAt, createdBy: command.createdBy } }];
  }
  if (!state.exists) throw batchNotFound();
  switch (command.type) {
    case 'ApprovePayoutBatch':
      if (state.approvedBy) return [];
      if (state.executedOn) throw new DomainError('conflict', 'La distinta è già eseguita.', { title: 'Distinta già eseguita' });
      if (state.items.length === 0) throw emptyBatch();
      if (command.approvers === 2 && state.createdBy?.id === command.approver.id) {
        throw new DomainError('conflict', 'Chi ha creato la distinta non può approvarla: serve un secondo amministratore.', { title: 'Serve un secondo amministratore' });
      }
      return [{ type: 'PayoutBatchApproved', data: { approvedBy: command.approver, approvedAt: command.approvedAt } }];
    case 'WithdrawPayoutLines': {
      const items = command.items.filter((item) => state.items.some((line) => sameLine(line, item)));
      if (items.length === 0 || state.executedOn) return [];
      if (state.approvedBy) throw new DomainError('conflict', 'La distinta è già approvata: i suoi bonifici non cambiano più.', { title: 'Distinta già approvata' });
      return [{ type: 'PayoutLinesWithdrawn', data: { items, reason: 'bank_details_changed' } }];
    }
    case 'ExecutePayoutBatch':
      if (state.executedOn) return [];
      if (!state.approvedBy) throw notApproved();
      if (state.items.length === 0) throw emptyBatch();
      return [{ type: 'PayoutBatchExecuted', data: { executedOn: command.executedOn } }];
  }
}

export function evolvePayoutBatch(state: PayoutBatchState, event: PayoutBatchEvent): PayoutBatchState {
  switch (event.type) {
    case 'PayoutBatchCreated':
      return { ...state, exists: true, items: event.data.items, totalCents: event.data.totalCents, createdAt: event.data.createdAt, createdBy: event.data.createdBy ?? null };
    case 'PayoutBatchApproved':
      return { ...state, approvedBy: event.data.approvedBy };
    case 'PayoutLinesWithdrawn': {
      const items = state.items.filter((line) => !event.data.items.some((item) => sameLine(line, item)));
      return { ...state, items, totalCents: items.reduce((sum, item) => sum + item.amountCents, 0) };
    }
    case 'PayoutBatchExecuted':
      return { ...state, executedOn: event.data.executedOn };
  }
}

export const payoutBatchDecider: Decider<PayoutBatchState, PayoutBatchCommand, PayoutBatchEvent> = {
  initialState: { exists: false, items: [], totalCents: 0, createdAt: null, createdBy: null, approvedBy: null, executedOn: null },
  eventTypes: ['PayoutBatchCreated', 'PayoutBatchApproved', 'PayoutLinesWithdrawn', 'PayoutBatchExecuted'],
  evolve: evolvePayoutBatch,
  decide: decidePayoutBatch,
};
