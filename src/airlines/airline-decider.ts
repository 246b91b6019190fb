import { AIRLINE_EDITABLE_FIELDS, type AirlineEditableDetails } from '../contracts/admin-airlines.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { DomainError } from '../platform/domain-error.js';
import { AIRLINE_EVENT_TYPES, type AirlineChanges, type AirlineEvent } from './airline-events.js';

/** What the carrier's stream changed of its dataset row, and the claims addresses admins added. */
export interface AirlineState {
  edits: Partial<AirlineEditableDetails>;
  additionalClaimsEmails: readonly string[];
}

/** The dataset row is the baseline the stream's edits apply to: the use case reads it and hands it in. */
export type AirlineCommand =
  | { type: 'EditAirlineDetails'; airlineCode: string; baseline: AirlineEditableDetails; changes: Partial<AirlineEditableDetails> }
  | { type: 'AddClaimsAddress'; airlineCode: string; address: string }
  | { type: 'RemoveClaimsAddress'; airlineCode: string; address: string };

export const airlineDecider: Decider<AirlineState, AirlineCommand, AirlineEvent> = {
  initialState: { edits: {}, additionalClaimsEmails: [] },
  eventTypes: AIRLINE_EVENT_TYPES,
  evolve(state, event) {
    switch (event.type) {
      case 'AirlineDetailsEdited': {
        const edited = Object.fromEntries(Object.entries(event.data.changes).map(([field, change]) => [field, change!.to]));
        return { ...state, edits: { ...state.edits, ...edited } };
      }
      case 'AirlineClaimsAddressAdded':
        return { ...state, additionalClaimsEmails: [...state.additionalClaimsEmails, event.data.address] };
      case 'AirlineClaimsAddressRemoved':
        return { ...state, additionalClaimsEmails: state.additionalClaimsEmails.filter((address) => address !== event.data.address) };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'EditAirlineDetails': {
        const current: AirlineEditableDetails = { ...command.baseline, ...state.edits };
        const changes: AirlineChanges = {};
        for (const field of AIRLINE_EDITABLE_FIELDS) {
          if (!(field in command.changes)) continue;
          const to = command.changes[field];
          if (to === undefined || to === current[field]) continue;
          Object.assign(changes, { [field]: { from: current[field], to } });
        }
        // Saving the form unchanged records nothing.
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'AirlineDetailsEdited', data: { airlineCode: command.airlineCode, changes } }];
      }
      case 'AddClaimsAddress':
        // Added twice is still one address: nothing more to record.
        if (state.additionalClaimsEmails.includes(command.address)) return [];
        return [{ type: 'AirlineClaimsAddressAdded', data: { airlineCode: command.airlineCode, address: command.address } }];
      case 'RemoveClaimsAddress':
        if (!state.additionalClaimsEmails.includes(command.address)) {
          throw new DomainError('not_found', 'Questo indirizzo non è tra quelli aggiunti per la compagnia', { title: 'Indirizzo non trovato' });
        }
        return [{ type: 'AirlineClaimsAddressRemoved', data: { airlineCode: command.airlineCode, address: command.address } }];
    }
  },
};
