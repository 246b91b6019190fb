import { NOTIFICATION_PREFERENCE_LABELS, type NotificationPreference } from '../../contracts/notification-preferences.js';

/**
 * What keeps a passenger informed beyond the e-mail a change asks for, on the claim's stream: the
 * update after SILENCE_DAYS without news, the passenger's choice of how to hear from us, an e-mail
 * that choice held back, and the weekly digest that tells those e-mails instead.
 */
export interface SilenceUpdateRequestedData {
  /** Whole days the passenger had seen nothing happen. */
  silentDays: number;
}

export interface NotificationPreferenceChangedData {
  preference: NotificationPreference;
}

export interface EmailSkippedData {
  /** The event that asked for the e-mail (as EmailSent's): settled, so never sent later. */
  emailRequestId: string;
  preference: NotificationPreference;
}

export interface WeeklyDigestSentData {
  /** The week told: from (inclusive) to (exclusive). */
  from: string;
  to: string;
  /** How many of the week's events it told. */
  entries: number;
  recipient: string;
  subject: string;
  messageId: string;
}

export type FollowUpEvent =
  | { type: 'SilenceUpdateRequested'; data: SilenceUpdateRequestedData }
  | { type: 'NotificationPreferenceChanged'; data: NotificationPreferenceChangedData }
  | { type: 'EmailSkipped'; data: EmailSkippedData }
  | { type: 'WeeklyDigestSent'; data: WeeklyDigestSentData };

export const FOLLOW_UP_EVENT_TYPES: readonly FollowUpEvent['type'][] = ['SilenceUpdateRequested', 'NotificationPreferenceChanged', 'EmailSkipped', 'WeeklyDigestSent'];

const preferenceLabel = (preference: NotificationPreference) => NOTIFICATION_PREFERENCE_LABELS[preference].toLowerCase();

/** A follow-up event in the words of a claim's (operators') timeline. */
export function describeFollowUpEvent(event: FollowUpEvent): string {
  switch (event.type) {
    case 'SilenceUpdateRequested':
      return `Aggiornamento al passeggero per silenzio: nessuna novità da ${event.data.silentDays} giorni`;
    case 'NotificationPreferenceChanged':
      return `Il passeggero ha scelto come ricevere gli aggiornamenti: ${preferenceLabel(event.data.preference)}`;
    case 'EmailSkipped':
      return `Email non inviata per la scelta del passeggero (${preferenceLabel(event.data.preference)})`;
    case 'WeeklyDigestSent':
      return `Riepilogo settimanale inviato a ${event.data.recipient}: ${event.data.entries === 1 ? '1 novità' : `${event.data.entries} novità`}`;
  }
}
