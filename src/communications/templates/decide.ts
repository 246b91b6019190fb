import { DomainError } from '../../platform/domain-error.js';
import { unknownVariables, unknownVariablesMessage } from '../rendering/variables.js';
import type { TemplateState } from './template.js';
import { TEMPLATE_TYPES, type EditableTemplateField, type EmailTemplateEvent, type TemplateChanges, type TemplateFields } from './template-events.js';

export type TemplateCommand =
  | { type: 'CreateTemplate'; template: TemplateFields }
  | { type: 'UpdateTemplate'; changes: Partial<TemplateFields> }
  | { type: 'DeleteTemplate' };

export const TEMPLATE_NOT_FOUND = 'Il template richiesto non esiste o è stato eliminato';
export const templateNotFound = () => new DomainError('not_found', TEMPLATE_NOT_FOUND, { title: 'Template non trovato' });
const invalid = (message: string, field: keyof TemplateFields) => new DomainError('invalid', message, { field });

export function decide(command: TemplateCommand, state: TemplateState): EmailTemplateEvent[] {
  if (command.type === 'CreateTemplate') {
    if (state.exists) throw new DomainError('conflict', 'Esiste già un template con questo identificativo', { title: 'Template già esistente' });
    return [{ type: 'EmailTemplateCreated', data: checked(command.template) }];
  }
  if (!state.exists || state.deleted) throw templateNotFound();
  switch (command.type) {
    case 'UpdateTemplate':
      return update(command.changes, state);
    case 'DeleteTemplate':
      return [{ type: 'EmailTemplateDeleted', data: {} }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

const EDITABLE: readonly EditableTemplateField[] = ['name', 'subject', 'content', 'templateType'];

function update(requested: Partial<TemplateFields>, state: TemplateFields): EmailTemplateEvent[] {
  const next = checked({ ...state, ...definedOnly(requested) });
  const changes: TemplateChanges = {};
  for (const field of EDITABLE) {
    if (next[field] !== state[field]) Object.assign(changes, { [field]: { from: state[field], to: next[field] } });
  }
  const events: EmailTemplateEvent[] = Object.keys(changes).length > 0 ? [{ type: 'EmailTemplateUpdated', data: { changes } }] : [];
  if (next.isActive !== state.isActive) events.push({ type: next.isActive ? 'EmailTemplateActivated' : 'EmailTemplateDeactivated', data: {} });
  return events;
}

const REQUIRED: [keyof TemplateFields, string][] = [
  ['name', 'Il nome del template è obbligatorio'],
  ['subject', "L'oggetto è obbligatorio"],
  ['content', 'Il contenuto è obbligatorio'],
];

/** Required fields present, a known type, and only the variables the renderer knows. */
function checked(fields: TemplateFields): TemplateFields {
  const template = { ...fields, name: fields.name.trim(), subject: fields.subject.trim(), content: fields.content.trim() };
  for (const [field, message] of REQUIRED) if (!template[field]) throw invalid(message, field);
  if (!TEMPLATE_TYPES.includes(template.templateType)) throw invalid(`Tipo di template non valido: usa ${TEMPLATE_TYPES.join(', ')}`, 'templateType');
  for (const field of ['subject', 'content'] as const) {
    const unknown = unknownVariables(template[field]);
    if (unknown.length > 0) throw invalid(unknownVariablesMessage(unknown), field);
  }
  return template;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
