import type { EmailEvent } from './email-events.js';

/** An e-mail event in the words of a claim's timeline. */
export function describeEmailEvent(event: EmailEvent): string {
  switch (event.type) {
    case 'EmailRequested':
      return `Email al passeggero in coda: «${event.data.subject}»`;
    case 'EmailSent':
      return `Email inviata a ${event.data.recipient}: «${event.data.subject}»`;
    case 'EmailFailed':
      return `Email non consegnata a ${event.data.recipient} dopo ${event.data.attempts} tentativi: ${event.data.reason}`;
    case 'OperatorNotified':
      return `Avviso del nuovo messaggio inviato a ${event.data.recipient}`;
    case 'OperatorNotificationFailed':
      return `Avviso del nuovo messaggio non consegnato a ${event.data.recipient} dopo ${event.data.attempts} tentativi: ${event.data.reason}`;
  }
}
