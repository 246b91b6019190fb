/** What other modules may know of flights: a schedule entry as the wizard offers it. */
export type { FlightScheduleItem } from './schedule-provider.js';
