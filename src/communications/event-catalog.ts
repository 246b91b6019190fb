import { NOTIFICATION_PREFERENCE_LABELS, type NotificationPreference } from '../contracts/notification-preferences.js';
import { normaliseEmail } from '../claims/contract.js';
import { defineEvents } from '../platform/events/catalog.js';
import type { EmailEvent } from './email-events.js';
import { days } from './follow-up/silence-message.js';
import type { FollowUpEvent } from './follow-up/follow-up-events.js';
import type { EmailTemplateEvent } from './templates/template-events.js';

const preferenceLabel = (preference: NotificationPreference) => NOTIFICATION_PREFERENCE_LABELS[preference].toLowerCase();

/**
 * E-mails to a passenger (on the claim's stream): the address and every word written to them are
 * personal. Templates are the company's texts with placeholders: nothing personal, and their streams
 * concern no passenger.
 */
export const COMMUNICATION_EVENTS = defineEvents<EmailEvent | FollowUpEvent | EmailTemplateEvent>({
  entries: {
    EmailRequested: {
      personal: ['recipient', 'subject', 'message'],
      describe: (data) => `Email al passeggero in coda: «${data.subject}»`,
      email: { essential: true },
    },
    EmailSent: {
      // The message id is the mailer's own; the subject is rendered with the passenger's name.
      personal: ['recipient', 'subject'],
      describe: (data) => `Email inviata a ${data.recipient}: «${data.subject}»`,
      // Only what was written to the passenger's own address (not notices to our team).
      passenger: (data, { claimEmail }) =>
        typeof data.recipient === 'string' && normaliseEmail(data.recipient) === normaliseEmail(claimEmail) ? { by: 'operator', title: `Ti abbiamo scritto: ${String(data.subject ?? '')}` } : null,
      digest: (data) => `Ti abbiamo scritto: «${String(data.subject)}».`,
    },
    EmailFailed: {
      // A server's refusal quotes the address.
      personal: ['recipient', 'subject', 'reason'],
      describe: (data) => `Email non consegnata a ${data.recipient} dopo ${data.attempts} tentativi: ${data.reason}`,
    },
    // To the company's own addresses, about the practice number only: nothing of the passenger.
    OperatorNotified: { personal: [], describe: (data) => `Avviso del nuovo messaggio inviato a ${data.recipient}` },
    OperatorNotificationFailed: {
      personal: [],
      describe: (data) => `Avviso del nuovo messaggio non consegnato a ${data.recipient} dopo ${data.attempts} tentativi: ${data.reason}`,
    },
    // Ids only; the passenger hears of the e-mail once it is sent.
    EmailRetryRequested: { personal: [], describe: () => 'Nuovo tentativo di invio richiesto da un operatore per un messaggio non consegnato' },
    // Counts, dates and a choice among three: nothing of the passenger.
    SilenceUpdateRequested: {
      personal: [],
      describe: (data) => `Aggiornamento al passeggero per silenzio: nessuna novità da ${data.silentDays} giorni`,
      passenger: () => ({ by: 'system', title: 'Aggiornamento: la pratica è ancora in lavorazione' }),
      digest: (data) => `Ti abbiamo confermato che la pratica è in lavorazione (nessuna novità da ${days(Number(data.silentDays))}).`,
      email: { essential: false },
    },
    NotificationPreferenceChanged: {
      personal: [],
      describe: (data) => `Il passeggero ha scelto come ricevere gli aggiornamenti: ${preferenceLabel(data.preference)}`,
    },
    EmailSkipped: { personal: [], describe: (data) => `Email non inviata per la scelta del passeggero (${preferenceLabel(data.preference)})` },
    WeeklyDigestSent: {
      personal: ['recipient', 'subject'],
      describe: (data) => `Riepilogo settimanale inviato a ${data.recipient}: ${data.entries === 1 ? '1 novità' : `${data.entries} novità`}`,
    },
    EmailTemplateCreated: { personal: [], describe: null },
    EmailTemplateUpdated: { personal: [], describe: null },
    EmailTemplateActivated: { personal: [], describe: null },
    EmailTemplateDeactivated: { personal: [], describe: null },
    EmailTemplateDeleted: { personal: [], describe: null },
  },
});
