/** What other modules may know of the back-office console: its events. */
export { BACK_OFFICE_EVENTS } from './event-catalog.js';
