import { NOTIFICATION_PREFERENCE_LABELS, type NotificationPreference } from '../contracts/notification-preferences.js';
import { normaliseEmail } from '../claims/contract.js';
import { defineEvents } from '../platform/events/catalog.js';
import { noData } from '../platform/events/data-schemas.js';
import { emailFailedData, emailRequestedData, emailRetryRequestedData, emailSentData, operatorNotificationFailedData, operatorNotifiedData, type EmailEvent } from './email-events.js';
import { days } from './follow-up/silence-message.js';
import { doItYourselfCheckInRequestedData, emailSkippedData, notificationPreferenceChangedData, silenceUpdateRequestedData, weeklyDigestSentData, type FollowUpEvent } from './follow-up/follow-up-events.js';
import { emailTemplateCreatedData, emailTemplateUpdatedData, type EmailTemplateEvent } from './templates/template-events.js';
import { countOf } from '../contracts/plural.js';

const preferenceLabel = (preference: NotificationPreference) => NOTIFICATION_PREFERENCE_LABELS[preference].toLowerCase();

/**
 * E-mails to a passenger (on the claim's stream): the address and every word written to them are
 * personal. Templates are the company's texts with placeholders: nothing personal, and their streams
 * concern no passenger.
 */
export const COMMUNICATION_EVENTS = defineEvents<EmailEvent | FollowUpEvent | EmailTemplateEvent>({
  entries: {
    EmailRequested: {
      schema: emailRequestedData,
      personal: ['recipient', 'subject', 'message'],
      describe: (data) => `Email al passeggero in coda: «${data.subject}»`,
      email: { essential: true },
    },
    EmailSent: {
      schema: emailSentData,
      // The message id is the mailer's own; the subject is rendered with the passenger's name.
      personal: ['recipient', 'subject'],
      describe: (data) => `Email inviata a ${data.recipient}: «${data.subject}»`,
      // Only what was written to the passenger's own address (not notices to our team).
      passenger: (data, { claimEmail }) =>
        typeof data.recipient === 'string' && normaliseEmail(data.recipient) === normaliseEmail(claimEmail) ? { by: 'operator', title: `Ti abbiamo scritto: ${String(data.subject ?? '')}` } : null,
      digest: (data) => `Ti abbiamo scritto: «${String(data.subject)}».`,
    },
    EmailFailed: {
      schema: emailFailedData,
      // A server's refusal quotes the address.
      personal: ['recipient', 'subject', 'reason'],
      describe: (data) => `Email non consegnata a ${data.recipient} dopo ${countOf(data.attempts, 'tentativo', 'tentativi')}: ${data.reason}`,
    },
    // To the company's own addresses, about the practice number only: nothing of the passenger.
    OperatorNotified: { schema: operatorNotifiedData, personal: [], describe: (data) => `Avviso del nuovo messaggio inviato a ${data.recipient}` },
    OperatorNotificationFailed: {
      schema: operatorNotificationFailedData,
      personal: [],
      describe: (data) => `Avviso del nuovo messaggio non consegnato a ${data.recipient} dopo ${countOf(data.attempts, 'tentativo', 'tentativi')}: ${data.reason}`,
    },
    // Ids only; the passenger hears of the e-mail once it is sent.
    EmailRetryRequested: { schema: emailRetryRequestedData, personal: [], describe: () => 'Nuovo tentativo di invio richiesto da un operatore per un messaggio non consegnato' },
    // Counts, dates and a choice among three: nothing of the passenger.
    SilenceUpdateRequested: {
      schema: silenceUpdateRequestedData,
      personal: [],
      describe: (data) => `Aggiornamento al passeggero per silenzio: nessuna novità da ${countOf(data.silentDays, 'giorno', 'giorni')}`,
      passenger: () => ({ by: 'system', title: 'Aggiornamento: la pratica è ancora in lavorazione' }),
      digest: (data) => `Ti abbiamo confermato che la pratica è in lavorazione (nessuna novità da ${days(Number(data.silentDays))}).`,
      email: { essential: false },
    },
    // A count of days: nothing of the passenger. Essential: it is their way back to us, asked once.
    DoItYourselfCheckInRequested: {
      schema: doItYourselfCheckInRequestedData,
      personal: [],
      describe: (data) => `Chiesto al passeggero se la compagnia ha risposto, dopo ${countOf(data.daysOnTheirOwn, 'giorno', 'giorni')} di fai da te`,
      passenger: () => ({ by: 'system', title: 'Ti abbiamo chiesto se la compagnia ha risposto' }),
      digest: () => 'Ti abbiamo chiesto se la compagnia ha risposto alla tua lettera: se non l’ha fatto, ci pensiamo noi.',
      email: { essential: true },
    },
    NotificationPreferenceChanged: {
      schema: notificationPreferenceChangedData,
      personal: [],
      describe: (data) => `Il passeggero ha scelto come ricevere gli aggiornamenti: ${preferenceLabel(data.preference)}`,
    },
    EmailSkipped: { schema: emailSkippedData, personal: [], describe: (data) => `Email non inviata per la scelta del passeggero (${preferenceLabel(data.preference)})` },
    WeeklyDigestSent: {
      schema: weeklyDigestSentData,
      personal: ['recipient', 'subject'],
      describe: (data) => `Riepilogo settimanale inviato a ${data.recipient}: ${data.entries === 1 ? '1 novità' : `${data.entries} novità`}`,
    },
    EmailTemplateCreated: { schema: emailTemplateCreatedData, personal: [], describe: null },
    EmailTemplateUpdated: { schema: emailTemplateUpdatedData, personal: [], describe: null },
    EmailTemplateActivated: { schema: noData, personal: [], describe: null },
    EmailTemplateDeactivated: { schema: noData, personal: [], describe: null },
    EmailTemplateDeleted: { schema: noData, personal: [], describe: null },
  },
});
