import { z } from 'zod';

/**
 * How a passenger hears of their claims (GET/PUT /api/passenger/preferences): every step as it
 * happens, a weekly digest, or only the essential e-mails (the confirmation, sign-in links, operators'
 * messages, payment). A one-click unsubscribe (List-Unsubscribe) switches to 'essential_only'.
 */
export const NOTIFICATION_PREFERENCES = ['every_step', 'weekly_digest', 'essential_only'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreference, string> = {
  every_step: 'A ogni passaggio della pratica',
  weekly_digest: 'Un riepilogo settimanale',
  essential_only: 'Solo le comunicazioni essenziali',
};

export const notificationPreferenceBody = z.object({
  preference: z.enum(NOTIFICATION_PREFERENCES, 'Scegli come vuoi ricevere gli aggiornamenti'),
});

/** The answer of GET and PUT /api/passenger/preferences: one preference for every claim of the address. */
export interface NotificationPreferences {
  preference: NotificationPreference;
}
