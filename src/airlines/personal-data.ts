import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { AirlineEvent } from './airline-events.js';

/** A carrier's claims addresses and name are the business's, not a person's: nothing to encrypt. */
export const AIRLINE_PERSONAL_DATA = declarePersonalData<AirlineEvent>({
  fields: { AirlineDetailsEdited: [], AirlineClaimsAddressAdded: [], AirlineClaimsAddressRemoved: [] },
});
