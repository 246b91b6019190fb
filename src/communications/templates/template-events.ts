/** The events of a template's stream `email-template-{uuid}`. */

import { z } from 'zod';
import { TEMPLATE_TYPES, type TemplateType } from '../../contracts/email-templates.js';
import { changesOf } from '../../platform/events/data-schemas.js';

export { TEMPLATE_TYPES, type TemplateType } from '../../contracts/email-templates.js';

export interface TemplateFields {
  name: string;
  subject: string;
  content: string;
  templateType: TemplateType;
  isActive: boolean;
}

export type EditableTemplateField = 'name' | 'subject' | 'content' | 'templateType';

export type TemplateChanges = { [Field in EditableTemplateField]?: { from: TemplateFields[Field]; to: TemplateFields[Field] } };

export type EmailTemplateEvent =
  | { type: 'EmailTemplateCreated'; data: TemplateFields }
  | { type: 'EmailTemplateUpdated'; data: { changes: TemplateChanges } }
  | { type: 'EmailTemplateActivated'; data: Record<string, never> }
  | { type: 'EmailTemplateDeactivated'; data: Record<string, never> }
  | { type: 'EmailTemplateDeleted'; data: Record<string, never> };

export const EMAIL_TEMPLATE_EVENT_TYPES: readonly EmailTemplateEvent['type'][] = [
  'EmailTemplateCreated',
  'EmailTemplateUpdated',
  'EmailTemplateActivated',
  'EmailTemplateDeactivated',
  'EmailTemplateDeleted',
];

export const TEMPLATE_STREAM_PREFIX = 'email-template-';
export const templateStream = (templateId: string) => `${TEMPLATE_STREAM_PREFIX}${templateId}`;

const editableTemplateFields = { name: z.string(), subject: z.string(), content: z.string(), templateType: z.enum(TEMPLATE_TYPES) };
export const emailTemplateCreatedData = z.looseObject({ ...editableTemplateFields, isActive: z.boolean() }) satisfies z.ZodType<TemplateFields>;
export const emailTemplateUpdatedData = z.looseObject({ changes: changesOf(editableTemplateFields) }) satisfies z.ZodType<{ changes: TemplateChanges }>;
