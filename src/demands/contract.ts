/** What other modules may know of the demands to airlines: their events on the claim's stream. */
export {
  AIRLINE_REPLY_OUTCOMES,
  DEMAND_EVENT_TYPES,
  DEMAND_LETTER_LANGUAGES,
  type AirlineRepliedData,
  type AirlineReplyOutcome,
  type ClaimSentToAirlineData,
  type DemandEvent,
  type DemandLetterGeneratedData,
  type DemandLetterLanguage,
} from './demand-events.js';
