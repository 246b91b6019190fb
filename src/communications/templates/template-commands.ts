import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ExecuteCommand } from '../../platform/event-store/execute-command.js';
import type { EventMetadata } from '../../platform/event-store/index.js';
import type { OperatorGuard } from '../../platform/http/operator-guard.js';
import type { Logger } from '../../platform/logger.js';
import { templateNotFound, type TemplateCommand } from './decide.js';
import { findTemplateView, type TemplateView } from './read-models/email-templates.js';
import { templateDecider } from './template-decider.js';
import { templateStream, type TemplateFields } from './template-events.js';

export interface TemplateDeps {
  pool: pg.Pool;
  executeCommand: ExecuteCommand;
  logger: Logger;
  /** The operators' session guard, for the template list outside /api/admin. */
  operatorGate: OperatorGuard;
}

/** An administrator's changes to templates; each answers with the template as the list now shows it. */
export function templateCommands(deps: Pick<TemplateDeps, 'pool' | 'executeCommand' | 'logger'>) {
  const execute = async (actor: EventMetadata, templateId: string, command: TemplateCommand, options: { newStream?: boolean; expectedVersion?: bigint } = {}) => {
    const { events } = await deps.executeCommand({ stream: templateStream(templateId), decider: templateDecider, command, metadata: actor, readModels: ['email_templates'], ...options });
    if (events.length > 0) deps.logger.info({ templateId, operatorId: actor.actor.id, events: events.map((event) => event.type) }, 'email template changed');
  };
  const listed = async (templateId: string): Promise<TemplateView> => {
    const view = await findTemplateView(deps.pool, templateId);
    if (!view) throw templateNotFound();
    return view;
  };

  return {
    async createTemplate(actor: EventMetadata, input: { template: TemplateFields }): Promise<TemplateView> {
      const templateId = randomUUID();
      await execute(actor, templateId, { type: 'CreateTemplate', template: input.template }, { newStream: true });
      return listed(templateId);
    },

    /** With `expectedVersion` (an If-Match), a change made meanwhile by someone else is a conflict. */
    async updateTemplate(actor: EventMetadata, input: { templateId: string; changes: Partial<TemplateFields>; expectedVersion?: bigint }): Promise<TemplateView> {
      await execute(actor, input.templateId, { type: 'UpdateTemplate', changes: input.changes }, { expectedVersion: input.expectedVersion });
      return listed(input.templateId);
    },

    async deleteTemplate(actor: EventMetadata, input: { templateId: string }): Promise<void> {
      await execute(actor, input.templateId, { type: 'DeleteTemplate' });
    },
  };
}
