import type { Module } from '../../platform/module.js';
import { adminTemplatesRouter, templatesListRouter } from './api.js';
import { emailTemplatesProjection } from './read-models/email-templates.js';
import type { TemplateDeps } from './template-commands.js';

/** The e-mail template manager: its calls and its read model. */
export function createTemplatesModule(deps: TemplateDeps): Module {
  return {
    name: 'email-templates',
    routers: [templatesListRouter(deps)],
    adminRouters: [adminTemplatesRouter(deps)],
    handlers: [emailTemplatesProjection],
  };
}

export { TEMPLATE_VARIABLES, type TemplateValues, type TemplateVariable } from '../rendering/index.js';
export {
  seedTemplates,
  COMPLETION_NOTICE_TEMPLATE_ID,
  CONFIRMATION_TEMPLATE_ID,
  CUSTOM_EXAMPLE_TEMPLATE_ID,
  DOCUMENT_REMINDER_TEMPLATE_ID,
  DOCUMENTS_RECEIVED_TEMPLATE_ID,
  STATUS_UPDATE_TEMPLATE_ID,
} from './seed-templates.js';
export { findActiveTemplateByType, findTemplate, type StoredTemplate, type TemplateView } from './read-models/email-templates.js';
export { TEMPLATE_TYPES, templateStream, type EmailTemplateEvent, type TemplateType } from './template-events.js';
export type { TemplateDeps } from './template-commands.js';
