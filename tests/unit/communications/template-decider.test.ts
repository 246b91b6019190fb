import { describe, expect, it } from 'vitest';
import { evolve, initialTemplateState } from '../../../src/communications/templates/template.js';
import { templateDecider } from '../../../src/communications/templates/template-decider.js';
import type { EmailTemplateEvent, TemplateFields } from '../../../src/communications/templates/template-events.js';
import { deciderSpec } from '../../support/decider-spec.js';

const given = deciderSpec(templateDecider);

const reminder: TemplateFields = {
  name: 'Promemoria documenti',
  subject: 'Documenti mancanti – pratica {{practiceNumber}}',
  content: 'Ciao {{passengerName}},\n\nci mancano ancora dei documenti:\n{{uploadLink}}',
  templateType: 'document_reminder',
  isActive: true,
};

const created: EmailTemplateEvent = { type: 'EmailTemplateCreated', data: reminder };

describe('creating a template', () => {
  it('when a valid template is created, then it is recorded with its fields trimmed', () => {
    given()
      .when({ type: 'CreateTemplate', template: { ...reminder, name: '  Promemoria documenti  ' } })
      .then([created]);
  });

  it('when the id is taken already, then creating is refused', () => {
    given(created).when({ type: 'CreateTemplate', template: reminder }).thenFails('Esiste già un template con questo identificativo');
  });

  it.each([
    ['name', 'Il nome del template è obbligatorio'],
    ['subject', "L'oggetto è obbligatorio"],
    ['content', 'Il contenuto è obbligatorio'],
  ] as const)('when the %s is blank, then creating is refused with “%s”', (field, message) => {
    given().when({ type: 'CreateTemplate', template: { ...reminder, [field]: '   ' } }).thenFails(message);
  });

  it('when the content uses an unknown variable, then creating is refused naming it', () => {
    given()
      .when({ type: 'CreateTemplate', template: { ...reminder, content: 'Gentile {{nomeCliente}}, grazie.' } })
      .thenFails('Variabile sconosciuta: {{nomeCliente}}');
  });

  it('when the subject uses two unknown variables, then both are named', () => {
    given()
      .when({ type: 'CreateTemplate', template: { ...reminder, subject: '{{pratica}} del {{data}}' } })
      .thenFails('Variabili sconosciute: {{pratica}}, {{data}}');
  });

  it('when every variable the renderer knows is used, then the template is accepted', () => {
    const content = '{{passengerName}} {{practiceNumber}} {{flightNumber}} {{compensationAmount}} {{companyName}} {{currentDate}} {{statusLabel}} {{passengerNote}} {{uploadLink}}';
    given().when({ type: 'CreateTemplate', template: { ...reminder, content } }).then([{ type: 'EmailTemplateCreated', data: { ...reminder, content } }]);
  });
});

describe('updating a template', () => {
  it('when fields change, then each changed field is recorded from → to, unchanged ones left out', () => {
    given(created)
      .when({ type: 'UpdateTemplate', changes: { name: 'Promemoria', subject: reminder.subject, templateType: 'custom' } })
      .then([
        {
          type: 'EmailTemplateUpdated',
          data: { changes: { name: { from: 'Promemoria documenti', to: 'Promemoria' }, templateType: { from: 'document_reminder', to: 'custom' } } },
        },
      ]);
  });

  it('when only the active flag changes, then it is recorded as deactivated, then activated again', () => {
    given(created).when({ type: 'UpdateTemplate', changes: { isActive: false } }).then([{ type: 'EmailTemplateDeactivated', data: {} }]);
    given(created, { type: 'EmailTemplateDeactivated', data: {} })
      .when({ type: 'UpdateTemplate', changes: { isActive: true } })
      .then([{ type: 'EmailTemplateActivated', data: {} }]);
  });

  it('when text and the active flag change together, then both are recorded', () => {
    given(created)
      .when({ type: 'UpdateTemplate', changes: { content: 'Ciao {{passengerName}}', isActive: false } })
      .then([
        { type: 'EmailTemplateUpdated', data: { changes: { content: { from: reminder.content, to: 'Ciao {{passengerName}}' } } } },
        { type: 'EmailTemplateDeactivated', data: {} },
      ]);
  });

  it('when nothing changes, then nothing is recorded', () => {
    given(created).when({ type: 'UpdateTemplate', changes: { ...reminder } }).then([]);
  });

  it('when the new content has an unknown variable, then the update is refused', () => {
    given(created).when({ type: 'UpdateTemplate', changes: { content: 'Ciao {{nome}}' } }).thenFails('Variabile sconosciuta: {{nome}}');
  });

  it('when the template does not exist or was deleted, then it is not found', () => {
    given().when({ type: 'UpdateTemplate', changes: { name: 'X' } }).thenFails('Il template richiesto non esiste o è stato eliminato');
    given(created, { type: 'EmailTemplateDeleted', data: {} }).when({ type: 'UpdateTemplate', changes: { name: 'X' } }).thenFails('non esiste');
  });
});

describe('deleting a template', () => {
  it('when a template is deleted, then it is recorded once and a second delete is not found', () => {
    given(created).when({ type: 'DeleteTemplate' }).then([{ type: 'EmailTemplateDeleted', data: {} }]);
    given(created, { type: 'EmailTemplateDeleted', data: {} }).when({ type: 'DeleteTemplate' }).thenFails('non esiste');
  });

  it('when a deleted template is created again under its id, then it is refused: its history stays', () => {
    given(created, { type: 'EmailTemplateDeleted', data: {} }).when({ type: 'CreateTemplate', template: reminder }).thenFails('Esiste già');
  });
});

describe('folding a template', () => {
  it('when events are folded, then the state shows the latest fields and times', () => {
    const state = [
      created,
      { type: 'EmailTemplateUpdated', data: { changes: { name: { from: 'Promemoria documenti', to: 'Promemoria' } } } },
      { type: 'EmailTemplateDeactivated', data: {} },
    ].reduce((current, event, index) => evolve(current, event as typeof created, `2026-11-0${index + 1}T10:00:00.000Z`), initialTemplateState);

    expect(state).toMatchObject({ exists: true, deleted: false, name: 'Promemoria', isActive: false, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-03T10:00:00.000Z' });
  });
});
