import { CLAIM_EVENT, claimNotFound, type ClaimEvent } from '../claims/contract.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import { EMAIL_EVENT_TYPES, type EmailEvent } from './email-events.js';
import type { FollowUpEvent } from './follow-up/follow-up-events.js';

export interface EmailState {
  exists: boolean;
  recipient: string;
  /** The passenger's data are erased: nobody is written to any more. */
  erased: boolean;
  /** Requests already answered by EmailSent, EmailFailed or EmailSkipped: never sent again. */
  settled: Set<string>;
  /** Requests whose last outcome is a failure for good, not retried since. */
  failed: Set<string>;
}

export type EmailCommand = { type: 'RequestEmail'; emailRequestId: string; subject: string; message: string } | { type: 'RetryEmail'; emailRequestId: string };

const FOLDED_CLAIM_EVENTS = [CLAIM_EVENT.ClaimSubmitted, CLAIM_EVENT.ClaimDetailsEdited, CLAIM_EVENT.PersonalDataErased] as const;
type FoldedEvent = EmailEvent | Extract<ClaimEvent, { type: (typeof FOLDED_CLAIM_EVENTS)[number] }> | Extract<FollowUpEvent, { type: 'EmailSkipped' }>;

function evolve(state: EmailState, event: FoldedEvent): EmailState {
  switch (event.type) {
    case CLAIM_EVENT.ClaimSubmitted:
      return { ...state, exists: true, recipient: event.data.email };
    case CLAIM_EVENT.ClaimDetailsEdited:
      return event.data.changes.email ? { ...state, recipient: event.data.changes.email.to } : state;
    case CLAIM_EVENT.PersonalDataErased:
      return { ...state, erased: true };
    case 'EmailSent':
    case 'OperatorNotified':
    case 'EmailSkipped':
      return { ...state, settled: new Set(state.settled).add(event.data.emailRequestId) };
    case 'EmailFailed':
    case 'OperatorNotificationFailed':
      return { ...state, settled: new Set(state.settled).add(event.data.emailRequestId), failed: new Set(state.failed).add(event.data.emailRequestId) };
    case 'EmailRetryRequested':
      return { ...state, settled: without(state.settled, event.data.emailRequestId), failed: without(state.failed, event.data.emailRequestId) };
    case 'EmailRequested':
      return state;
  }
}

function without(ids: Set<string>, id: string): Set<string> {
  const rest = new Set(ids);
  rest.delete(id);
  return rest;
}

function decide(command: EmailCommand, state: EmailState): EmailEvent[] {
  if (!state.exists) throw claimNotFound();
  if (state.erased) throw new DomainError('conflict', 'I dati personali di questa pratica sono stati cancellati', { title: 'Dati personali cancellati' });
  if (command.type === 'RetryEmail') {
    if (!state.failed.has(command.emailRequestId)) throw new DomainError('conflict', 'Questo messaggio non è più tra quelli non consegnati: è già stato inviato o riprovato', { title: 'Messaggio non più da riprovare' });
    return [{ type: 'EmailRetryRequested', data: { emailRequestId: command.emailRequestId } }];
  }
  const subject = command.subject.trim();
  const message = command.message.trim();
  if (!subject || !message) throw new DomainError('invalid', "Oggetto e messaggio dell'email sono obbligatori");
  return [{ type: 'EmailRequested', data: { emailRequestId: command.emailRequestId, recipient: state.recipient, subject, message } }];
}

export const emailDecider: Decider<EmailState, EmailCommand, FoldedEvent> = {
  initialState: { exists: false, recipient: '', erased: false, settled: new Set(), failed: new Set() },
  eventTypes: [...FOLDED_CLAIM_EVENTS, 'EmailSkipped', ...EMAIL_EVENT_TYPES],
  evolve: (state, event) => evolve(state, event),
  decide: (command, state) => decide(command, state),
};
