import type { Decider } from '../../platform/event-store/command-handler.js';
import { decide, type TemplateCommand } from './decide.js';
import { evolve, initialTemplateState, type TemplateState } from './template.js';
import { EMAIL_TEMPLATE_EVENT_TYPES, type EmailTemplateEvent } from './template-events.js';

export const templateDecider: Decider<TemplateState, TemplateCommand, EmailTemplateEvent> = {
  initialState: initialTemplateState,
  eventTypes: EMAIL_TEMPLATE_EVENT_TYPES,
  evolve,
  decide,
};
