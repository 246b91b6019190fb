import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { DemandEvent } from './demand-events.js';

/** The operator's words about the airline's answer are free text: personal. Amounts, dates, codes and the carrier's address are not. */
export const DEMAND_PERSONAL_DATA = declarePersonalData<DemandEvent>({
  fields: {
    DemandLetterGenerated: [],
    ClaimSentToAirline: [],
    AirlineReplied: ['reason'],
  },
});
