/** The events of a carrier's stream `airline-{IATA}`: the admins' edits of the dataset's row and the claims addresses they add. */
import { z } from 'zod';
import type { AirlineEditableDetails, AirlineEditableField } from '../contracts/admin-airlines.js';
import { changesOf } from '../platform/events/data-schemas.js';

export type AirlineChanges = { [Field in AirlineEditableField]?: { from: AirlineEditableDetails[Field]; to: AirlineEditableDetails[Field] } };

export interface AirlineDetailsEditedData {
  airlineCode: string;
  changes: AirlineChanges;
}

/** An admin allowed one more address for the carrier's demand letters (besides the table's claims e-mail), or took one back. */
export interface AirlineClaimsAddressData {
  airlineCode: string;
  /** Lower case: the carrier's desk, not a person's. */
  address: string;
}

export const airlineDetailsEditedData = z.looseObject({
  airlineCode: z.string(),
  changes: changesOf({ name: z.string(), claimsEmail: z.string().nullable(), claimsWebFormUrl: z.string().nullable(), pecAddress: z.string().nullable(), euOverride: z.boolean().nullable(), paysDirectly: z.boolean() }),
}) satisfies z.ZodType<AirlineDetailsEditedData>;
export const airlineClaimsAddressData = z.looseObject({ airlineCode: z.string(), address: z.string() }) satisfies z.ZodType<AirlineClaimsAddressData>;

export type AirlineEvent =
  | { type: 'AirlineDetailsEdited'; data: AirlineDetailsEditedData }
  | { type: 'AirlineClaimsAddressAdded'; data: AirlineClaimsAddressData }
  | { type: 'AirlineClaimsAddressRemoved'; data: AirlineClaimsAddressData };
export const AIRLINE_EVENT_TYPES: readonly AirlineEvent['type'][] = ['AirlineDetailsEdited', 'AirlineClaimsAddressAdded', 'AirlineClaimsAddressRemoved'];

const AIRLINE_STREAM_PREFIX = 'airline-';
export const airlineStream = (iataCode: string) => `${AIRLINE_STREAM_PREFIX}${iataCode}`;
