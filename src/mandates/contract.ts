/** What other modules may know of mandates: their event (on the claim's stream) and what is personal in it. */
export { MANDATE_EVENT_TYPES, type MandateEvent, type MandateSignedData } from './mandate-events.js';
export { MANDATE_PERSONAL_DATA } from './personal-data.js';
export { describeMandateEvent } from './event-descriptions.js';
