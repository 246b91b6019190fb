/** What other modules may know of mandates: their event (on the claim's stream) and what is personal in it. */
import { eventNames } from '../platform/events/catalog.js';
import { MANDATE_EVENTS } from './event-catalog.js';

export { MANDATE_EVENT_TYPES, type MandateEvent, type MandateSignedData, type MandateSigningLinkRequestedData } from './mandate-events.js';
export { MANDATE_EVENTS };
export const MANDATE_EVENT = eventNames(MANDATE_EVENTS);
export { SIGNING_LINK_DAYS } from './signing-link-token.js';
