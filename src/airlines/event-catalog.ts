import { defineEvents } from '../platform/events/catalog.js';
import { airlineClaimsAddressData, airlineDetailsEditedData, type AirlineEvent } from './airline-events.js';

/** A carrier's claims addresses and name are the business's, not a person's: nothing to encrypt. */
export const AIRLINE_EVENTS = defineEvents<AirlineEvent>({
  entries: {
    AirlineDetailsEdited: { schema: airlineDetailsEditedData, personal: [], describe: null },
    AirlineClaimsAddressAdded: { schema: airlineClaimsAddressData, personal: [], describe: null },
    AirlineClaimsAddressRemoved: { schema: airlineClaimsAddressData, personal: [], describe: null },
  },
});
