import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { MessageEvent } from './message-events.js';

/** The messages' words are free text about the passenger's case: personal, under the claim passenger's key. */
export const MESSAGE_PERSONAL_DATA = declarePersonalData<MessageEvent>({
  fields: { MessagePosted: ['text'] },
});
