import { defineEvents } from '../platform/events/catalog.js';
import { messagePostedData, type MessageEvent } from './message-events.js';

/** The messages' words are free text about the passenger's case: personal, under the claim passenger's key. */
export const MESSAGE_EVENTS = defineEvents<MessageEvent>({
  entries: {
    MessagePosted: {
      schema: messagePostedData,
      personal: ['text'],
      // The operator who wrote is the timeline's actor.
      describe: (data) => (data.author === 'passenger' ? 'Messaggio del passeggero' : data.alsoByEmail === false ? 'Messaggio inviato al passeggero (solo nell’area riservata, senza email)' : 'Messaggio inviato al passeggero'),
      passenger: (data) => (data.author === 'passenger' ? { by: 'passenger', title: 'Hai scritto un messaggio' } : { by: 'operator', title: 'Nuovo messaggio da RimborsoVolo24' }),
      digest: () => 'C’è un nuovo messaggio nella conversazione sulla pratica.',
      email: { essential: true },
    },
  },
});
