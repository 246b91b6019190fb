/** The events of a carrier's stream `airline-{IATA}`: the admins' edits of the dataset's row. */
import type { AirlineEditableDetails, AirlineEditableField } from '../contracts/admin-airlines.js';

export type AirlineChanges = { [Field in AirlineEditableField]?: { from: AirlineEditableDetails[Field]; to: AirlineEditableDetails[Field] } };

export interface AirlineDetailsEditedData {
  airlineCode: string;
  changes: AirlineChanges;
}

export type AirlineEvent = { type: 'AirlineDetailsEdited'; data: AirlineDetailsEditedData };
export const AIRLINE_EVENT_TYPES: readonly AirlineEvent['type'][] = ['AirlineDetailsEdited'];

const AIRLINE_STREAM_PREFIX = 'airline-';
export const airlineStream = (iataCode: string) => `${AIRLINE_STREAM_PREFIX}${iataCode}`;
