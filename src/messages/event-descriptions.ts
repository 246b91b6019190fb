import type { MessageEvent } from './message-events.js';

/** A message event in the words of the admins' timeline (the operator who wrote is the timeline's actor). */
export function describeMessageEvent(event: MessageEvent): string {
  switch (event.type) {
    case 'MessagePosted':
      return event.data.author === 'passenger' ? 'Messaggio del passeggero' : 'Messaggio inviato al passeggero';
  }
}
