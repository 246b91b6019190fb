import { expect } from 'vitest';
import { decide, type TemplateCommand } from '../../../src/communications/templates/decide.js';
import { evolve, initialTemplateState } from '../../../src/communications/templates/template.js';
import type { EmailTemplateEvent, TemplateFields } from '../../../src/communications/templates/template-events.js';

export const reminder: TemplateFields = {
  name: 'Promemoria documenti',
  subject: 'Documenti mancanti – pratica {{practiceNumber}}',
  content: 'Ciao {{passengerName}},\n\nci mancano ancora dei documenti:\n{{uploadLink}}',
  templateType: 'document_reminder',
  isActive: true,
};

export const created: EmailTemplateEvent = { type: 'EmailTemplateCreated', data: reminder };

/** given(past events).when(command).then(expected events) or .thenFails(message). */
export function given(...history: EmailTemplateEvent[]) {
  const state = history.reduce((current, event) => evolve(current, event, '2026-11-01T10:00:00.000Z'), initialTemplateState);
  return {
    when(command: TemplateCommand) {
      return {
        then: (expected: EmailTemplateEvent[]) => expect(decide(command, state)).toEqual(expected),
        thenFails: (message: string | RegExp) => expect(() => decide(command, state)).toThrow(message),
      };
    },
  };
}
