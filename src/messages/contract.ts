/** What other modules may know of messages: their event (on the claim's stream), its words and what is personal in it. */
import { eventNames } from '../platform/events/catalog.js';
import { MESSAGE_EVENTS } from './event-catalog.js';

export { MESSAGE_AUTHORS, MESSAGE_EVENT_TYPES, MESSAGE_MAX_LENGTH, type MessageAuthor, type MessageEvent, type MessagePostedData } from './message-events.js';
export { MESSAGE_EVENTS };
export const MESSAGE_EVENT = eventNames(MESSAGE_EVENTS);
