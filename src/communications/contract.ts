/** What other modules may know of communications: the e-mail events on a claim's stream and the templates' vocabulary. */
import { eventNames } from '../platform/events/catalog.js';
import { COMMUNICATION_EVENTS } from './event-catalog.js';

export { EMAIL_EVENT_TYPES, type EmailEvent, type EmailFailedData, type EmailRequestedData, type EmailSentData, type EmailTrigger, type OperatorNotifiedData } from './email-events.js';
export { TEMPLATE_TYPES, templateStream, type EmailTemplateEvent, type TemplateType } from './templates/template-events.js';
export { COMMUNICATION_EVENTS };
export const COMMUNICATION_EVENT = eventNames(COMMUNICATION_EVENTS);
export {
  FOLLOW_UP_EVENT_TYPES,
  type EmailSkippedData,
  type FollowUpEvent,
  type NotificationPreferenceChangedData,
  type SilenceUpdateRequestedData,
  type WeeklyDigestSentData,
} from './follow-up/follow-up-events.js';
