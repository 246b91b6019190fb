import type { Decider } from '../event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import type { PayoutBatchEvent, PayoutItem } from './billing-events.js';

/** A payout batch: the transfers of one SEPA file, created once and executed once. */
export interface PayoutBatchState {
  exists: boolean;
  items: PayoutItem[];
  totalCents: number;
  createdAt: string | null;
  executedOn: string | null;
}

export type PayoutBatchCommand = { type: 'CreatePayoutBatch'; items: PayoutItem[]; createdAt: string } | { type: 'ExecutePayoutBatch'; executedOn: string };

export const batchNotFound = () => new DomainError('not_found', 'La distinta richiesta non esiste.', { title: 'Distinta non trovata' });

export function decidePayoutBatch(command: PayoutBatchCommand, state: PayoutBatchState): PayoutBatchEvent[] {
  switch (command.type) {
    case 'CreatePayoutBatch': {
      if (state.exists) return [];
      if (command.items.length === 0) throw new DomainError('invalid', 'Scegli almeno un passeggero da pagare', { field: 'items' });
      const totalCents = command.items.reduce((sum, item) => sum + item.amountCents, 0);
      return [{ type: 'PayoutBatchCreated', data: { items: command.items, totalCents, createdAt: command.createdAt } }];
    }
    case 'ExecutePayoutBatch':
      if (!state.exists) throw batchNotFound();
      return state.executedOn ? [] : [{ type: 'PayoutBatchExecuted', data: { executedOn: command.executedOn } }];
  }
}

export const payoutBatchDecider: Decider<PayoutBatchState, PayoutBatchCommand, PayoutBatchEvent> = {
  initialState: { exists: false, items: [], totalCents: 0, createdAt: null, executedOn: null },
  eventTypes: ['PayoutBatchCreated', 'PayoutBatchExecuted'],
  evolve: (state, event) =>
    event.type === 'PayoutBatchCreated'
      ? { ...state, exists: true, items: event.data.items, totalCents: event.data.totalCents, createdAt: event.data.createdAt }
      : { ...state, executedOn: event.data.executedOn },
  decide: decidePayoutBatch,
};
