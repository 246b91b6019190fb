/** What other modules may know of the demands to airlines: their events on the claim's stream, what is personal in them, their timeline wording. */
import { eventNames } from '../platform/events/catalog.js';
import { DEMAND_EVENTS } from './event-catalog.js';

export {
  AIRLINE_REPLY_OUTCOMES,
  DEMAND_EVENT_TYPES,
  DEMAND_LETTER_LANGUAGES,
  type AirlineLetterReceiptRecordedData,
  type AirlineRepliedData,
  type AirlineReplyOutcome,
  type ClaimSentToAirlineData,
  type DemandEvent,
  type DemandLetterGeneratedData,
  type DemandLetterLanguage,
} from './demand-events.js';
export { DEMAND_EVENTS };
export const DEMAND_EVENT = eventNames(DEMAND_EVENTS);
