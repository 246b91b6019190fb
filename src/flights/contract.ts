/** What other modules may know of flights: a schedule entry as the wizard offers it, the flight-data service's figures, and the verified times on a claim's stream. */
import { eventNames } from '../platform/events/catalog.js';
import { FLIGHT_EVENTS } from './event-catalog.js';

export type { FlightScheduleItem } from './schedule-provider.js';
export type { FlightApiStats } from './call-log.js';
export {
  FLIGHT_EVENT_TYPES,
  VERIFIED_FLIGHT_STATUSES,
  type FlightEvent,
  type FlightTimes,
  type FlightTimesRecordedData,
  type FlightVerifiedData,
  type VerifiedFlightStatus,
} from './flight-events.js';
export { FLIGHT_EVENTS };
export const FLIGHT_EVENT = eventNames(FLIGHT_EVENTS);
