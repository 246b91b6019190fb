import { AIRLINE_EDITABLE_FIELDS, type AirlineEditableDetails } from '../contracts/admin-airlines.js';
import type { Decider } from '../event-store/command-handler.js';
import { AIRLINE_EVENT_TYPES, type AirlineChanges, type AirlineEvent } from './airline-events.js';

/** What the carrier's stream changed of its dataset row. */
export type AirlineEdits = Partial<AirlineEditableDetails>;

/** The dataset row is the baseline the stream's edits apply to: the use case reads it and hands it in. */
export type AirlineCommand = { type: 'EditAirlineDetails'; airlineCode: string; baseline: AirlineEditableDetails; changes: Partial<AirlineEditableDetails> };

export const airlineDecider: Decider<AirlineEdits, AirlineCommand, AirlineEvent> = {
  initialState: {},
  eventTypes: AIRLINE_EVENT_TYPES,
  evolve(state, event) {
    const edited = Object.fromEntries(Object.entries(event.data.changes).map(([field, change]) => [field, change!.to]));
    return { ...state, ...edited };
  },
  decide(command, state) {
    const current: AirlineEditableDetails = { ...command.baseline, ...state };
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
  },
};
