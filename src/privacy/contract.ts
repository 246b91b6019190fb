/** What other modules may know of privacy: its events on the claim's stream and their catalog. */
export { PRIVACY_EVENT_TYPES, type PersonalDataExportedData, type PrivacyEvent } from './privacy-events.js';
export { PRIVACY_EVENTS } from './event-catalog.js';
