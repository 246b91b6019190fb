import { z } from 'zod';
import { NOTIFICATION_PREFERENCES, type NotificationPreference } from '../../contracts/notification-preferences.js';

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

/** Six weeks after «Fai da te», the passenger is asked whether the airline answered, with the way back to us. */
export interface DoItYourselfCheckInRequestedData {
  /** Whole days since the passenger chose to claim on their own. */
  daysOnTheirOwn: number;
}

export type FollowUpEvent =
  | { type: 'SilenceUpdateRequested'; data: SilenceUpdateRequestedData }
  | { type: 'DoItYourselfCheckInRequested'; data: DoItYourselfCheckInRequestedData }
  | { type: 'NotificationPreferenceChanged'; data: NotificationPreferenceChangedData }
  | { type: 'EmailSkipped'; data: EmailSkippedData }
  | { type: 'WeeklyDigestSent'; data: WeeklyDigestSentData };

export const FOLLOW_UP_EVENT_TYPES: readonly FollowUpEvent['type'][] = ['SilenceUpdateRequested', 'DoItYourselfCheckInRequested', 'NotificationPreferenceChanged', 'EmailSkipped', 'WeeklyDigestSent'];

const preference = z.enum(NOTIFICATION_PREFERENCES);
export const silenceUpdateRequestedData = z.looseObject({ silentDays: z.number() }) satisfies z.ZodType<SilenceUpdateRequestedData>;
export const doItYourselfCheckInRequestedData = z.looseObject({ daysOnTheirOwn: z.number() }) satisfies z.ZodType<DoItYourselfCheckInRequestedData>;
export const notificationPreferenceChangedData = z.looseObject({ preference }) satisfies z.ZodType<NotificationPreferenceChangedData>;
export const emailSkippedData = z.looseObject({ emailRequestId: z.string(), preference }) satisfies z.ZodType<EmailSkippedData>;
export const weeklyDigestSentData = z.looseObject({
  from: z.string(),
  to: z.string(),
  entries: z.number(),
  recipient: z.string(),
  subject: z.string(),
  messageId: z.string(),
}) satisfies z.ZodType<WeeklyDigestSentData>;
