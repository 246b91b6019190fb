import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { EmailEvent } from './email-events.js';
import type { FollowUpEvent } from './follow-up/follow-up-events.js';
import type { EmailTemplateEvent } from './templates/template-events.js';

/** E-mails to a passenger (on the claim's stream): the address and every word written to them. */
export const EMAIL_PERSONAL_DATA = declarePersonalData<EmailEvent | FollowUpEvent>({
  fields: {
    EmailRequested: ['recipient', 'subject', 'message'],
    // The message id is the mailer's own; the subject is rendered with the passenger's name.
    EmailSent: ['recipient', 'subject'],
    // A server's refusal quotes the address.
    EmailFailed: ['recipient', 'subject', 'reason'],
    // To the company's own addresses, about the practice number only: nothing of the passenger.
    OperatorNotified: [],
    OperatorNotificationFailed: [],
    // Counts, dates and a choice among three: nothing of the passenger.
    SilenceUpdateRequested: [],
    NotificationPreferenceChanged: [],
    EmailSkipped: [],
    WeeklyDigestSent: ['recipient', 'subject'],
  },
});

/** Templates are the company's texts with placeholders: nothing personal, and their streams concern no passenger. */
export const EMAIL_TEMPLATE_PERSONAL_DATA = declarePersonalData<EmailTemplateEvent>({
  fields: { EmailTemplateCreated: [], EmailTemplateUpdated: [], EmailTemplateActivated: [], EmailTemplateDeactivated: [], EmailTemplateDeleted: [] },
});
