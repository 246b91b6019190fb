/** What other modules may know of the back-office console: its events. */
import { eventNames } from '../platform/events/catalog.js';
import { BACK_OFFICE_EVENTS } from './event-catalog.js';

export { BACK_OFFICE_EVENTS };
export const BACK_OFFICE_EVENT = eventNames(BACK_OFFICE_EVENTS);
