import { defineEvents } from '../platform/events/catalog.js';
import type { AirlineEvent } from './airline-events.js';

/** A carrier's claims addresses and name are the business's, not a person's: nothing to encrypt. */
export const AIRLINE_EVENTS = defineEvents<AirlineEvent>({
  entries: {
    AirlineDetailsEdited: { personal: [], describe: null },
    AirlineClaimsAddressAdded: { personal: [], describe: null },
    AirlineClaimsAddressRemoved: { personal: [], describe: null },
  },
});
