import type { ClaimSubmittedData, EditableField } from './claim-events.js';

/** The editable fields whose values are the passenger's personal data; the others describe the flight or the claim. */
export const PERSONAL_EDITABLE_FIELDS: readonly EditableField[] = ['passengerName', 'email', 'phone'];

/**
 * An airport's text is the passenger's own words when they typed it; the server's label for a chosen
 * airport is "Name (IATA)" and says nothing about them.
 */
export const isTypedAirport = (text: unknown, iata: string | null | undefined): boolean => typeof text === 'string' && !(iata && text.endsWith(` (${iata})`));

/** The airports of a submission the passenger typed, which are personal. */
export const typedAirports = (data: ClaimSubmittedData) => (['departure', 'arrival'] as const).flatMap((end) => (isTypedAirport(data[`${end}Airport`], data[`${end}Iata`]) ? [`${end}Airport`] : []));
