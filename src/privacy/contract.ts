/** What other modules may know of privacy: its events on the claim's stream and their catalog. */
import { eventNames } from '../platform/events/catalog.js';
import { PRIVACY_EVENTS } from './event-catalog.js';

export { PRIVACY_EVENT_TYPES, type PersonalDataExportedData, type PrivacyEvent } from './privacy-events.js';
export { PRIVACY_EVENTS };
export const PRIVACY_EVENT = eventNames(PRIVACY_EVENTS);
