import { CLAIM_EVENT, claimNotFound, type ClaimEvent } from '../claims/contract.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import { MESSAGE_EVENT_TYPES, MESSAGE_MAX_LENGTH, type MessageAuthor, type MessageEvent } from './message-events.js';

/** What a message needs of the claim's stream: that the claim exists, is not erased, and which messages it has. */
export interface MessagesState {
  exists: boolean;
  practiceNumber: string;
  /** The passenger's data are erased: nothing of theirs is written any more, messages included. */
  erased: boolean;
  messageIds: ReadonlySet<string>;
}

export type MessagesCommand = { type: 'PostMessage'; messageId: string; author: MessageAuthor; text: string; alsoByEmail?: boolean };

const FOLDED_CLAIM_EVENTS = [CLAIM_EVENT.ClaimSubmitted, CLAIM_EVENT.PersonalDataErased] as const;
type FoldedEvent = MessageEvent | Extract<ClaimEvent, { type: (typeof FOLDED_CLAIM_EVENTS)[number] }>;

export const personalDataErased = () => new DomainError('conflict', 'I dati personali di questa pratica sono stati cancellati: non è più possibile scrivere messaggi.', { title: 'Dati personali cancellati' });
const invalidText = (message: string) => new DomainError('invalid', message, { field: 'text' });

export const initialMessagesState = (): MessagesState => ({ exists: false, practiceNumber: '', erased: false, messageIds: new Set() });

export function evolveMessages(state: MessagesState, event: FoldedEvent): MessagesState {
  switch (event.type) {
    case CLAIM_EVENT.ClaimSubmitted:
      return { ...state, exists: true, practiceNumber: event.data.practiceNumber };
    case CLAIM_EVENT.PersonalDataErased:
      return { ...state, erased: true };
    case 'MessagePosted':
      return { ...state, messageIds: new Set(state.messageIds).add(event.data.messageId) };
  }
}

export function decideMessages(command: MessagesCommand, state: MessagesState): MessageEvent[] {
  if (!state.exists) throw claimNotFound();
  // A retried post: the message is there already.
  if (state.messageIds.has(command.messageId)) return [];
  if (state.erased) throw personalDataErased();
  const text = command.text.trim();
  if (!text) throw invalidText('Il messaggio non può essere vuoto');
  if (text.length > MESSAGE_MAX_LENGTH) throw invalidText('Il messaggio può contenere al massimo 5.000 caratteri');
  // Only an operator's message may stay off e-mail; the passenger's always reaches the operators.
  const quiet = command.author === 'operator' && command.alsoByEmail === false;
  return [{ type: 'MessagePosted', data: { messageId: command.messageId, author: command.author, text, ...(quiet ? { alsoByEmail: false } : {}) } }];
}

export const messagesDecider: Decider<MessagesState, MessagesCommand, FoldedEvent> = {
  initialState: initialMessagesState(),
  eventTypes: [...FOLDED_CLAIM_EVENTS, ...MESSAGE_EVENT_TYPES],
  evolve: (state, event) => evolveMessages(state, event),
  decide: (command, state) => decideMessages(command, state),
};
