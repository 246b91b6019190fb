import type { PersonalFields } from '../platform/personal-data/declaration.js';
import type { ClaimEvent, ClaimSubmittedData, EditableField } from './claim-events.js';

/** The editable fields whose values are the passenger's personal data; the others describe the flight or the claim. */
const PERSONAL_EDITABLE_FIELDS: readonly EditableField[] = ['passengerName', 'email', 'phone'];

/**
 * An airport's text is the passenger's own words when they typed it; the server's label for a chosen
 * airport is "Name (IATA)" and says nothing about them.
 */
export const isTypedAirport = (text: unknown, iata: string | null | undefined): boolean => typeof text === 'string' && !(iata && text.endsWith(` (${iata})`));

const typedAirports = (data: ClaimSubmittedData) => (['departure', 'arrival'] as const).flatMap((end) => (isTypedAirport(data[`${end}Airport`], data[`${end}Iata`]) ? [`${end}Airport`] : []));

/** Which fields of each claim event are personal (stored encrypted under the passenger's key; src/platform/personal-data). */
export const CLAIM_PERSONAL_FIELDS: { [Type in ClaimEvent['type']]: PersonalFields<Extract<ClaimEvent, { type: Type }>['data']> } = {
  // The passengers as a whole (the codec seals top-level fields and dot paths, not array items): `passengerCount` stays readable.
  ClaimSubmitted: (data) => ['passengerName', 'email', 'phone', 'ipAddress', 'refererUrl', 'issueDetails', 'bookingReference', 'passengers', ...typedAirports(data)],
  ClaimDetailsEdited: ({ changes }) => PERSONAL_EDITABLE_FIELDS.filter((field) => changes?.[field]).flatMap((field) => [`changes.${field}.from`, `changes.${field}.to`]),
  ClaimStatusChanged: ['passengerNote'],
  // Operators' internal notes are free text about the passenger.
  AdminNotesChanged: ['from', 'to'],
  // Operators' ids, not the passenger's data.
  ClaimAssigned: [],
  ClaimPriorityChanged: [],
  CommunicationRecorded: ['subject', 'content', 'recipient'],
  // The engine's own reasons and figures.
  EligibilityAssessed: [],
  UploadLinksRevoked: [],
  // The admin is asked to name no one in the reason: it stays readable for the audit.
  PersonalDataErased: [],
  // Claim ids only.
  ClaimMergedAsDuplicate: [],
};
