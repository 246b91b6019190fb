import { claimStream } from '../claims/contract.js';
import type { EventStore } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { BankDetailsProvidedData, PayoutItem } from './billing-events.js';

async function bankDetailsEvents(store: EventStore, claimId: number) {
  const events: { id: string; data: BankDetailsProvidedData }[] = [];
  for await (const event of store.readStream(claimStream(claimId))) {
    if (event.type === 'BankDetailsProvided') events.push({ id: event.id, data: event.data as BankDetailsProvidedData });
  }
  return events;
}

/** The id of the latest BankDetailsProvided of this account's owner (events before accounts were per passenger: the contact's): what a batch line freezes. */
export async function latestBankDetailsEventId(store: EventStore, claimId: number, accountOwnerId: number): Promise<string> {
  const latest = (await bankDetailsEvents(store, claimId)).filter((event) => (event.data.passengerId ?? 1) === accountOwnerId).at(-1);
  if (!latest) throw new DomainError('conflict', 'Mancano le coordinate bancarie.', { title: 'Non pronto per il bonifico' });
  return latest.id;
}

/**
 * The account a batch line pays: the bank-details event it froze (events never change, and its fields
 * read «dati cancellati» once the passenger is erased). A line of a batch made before lines were frozen
 * has no such id: the claim's latest details, as then (one account per claim in those days).
 */
export async function frozenBankDetails(store: EventStore, item: PayoutItem): Promise<BankDetailsProvidedData | undefined> {
  const events = await bankDetailsEvents(store, item.claimId);
  return (item.bankDetailsEventId ? events.find((event) => event.id === item.bankDetailsEventId) : events.at(-1))?.data;
}
