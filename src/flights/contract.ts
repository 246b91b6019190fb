/** What other modules may know of flights: a schedule entry as the wizard offers it, and the flight-data service's figures. */
export type { FlightScheduleItem } from './schedule-provider.js';
export type { FlightApiStats } from './call-log.js';
