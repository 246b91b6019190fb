import type { Request, Response } from 'express';
import type pg from 'pg';
import { requireRole } from '../../admin/index.js';
import type { OperatorGuard } from '../../platform/http/operator-guard.js';
import { handleCommand } from '../../event-store/execute-command.js';
import type { EventStore, Position } from '../../event-store/index.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { eventMetadata } from '../../platform/http/request-context.js';
import type { Logger } from '../../platform/logger.js';
import { TemplateError, type TemplateCommand } from './decide.js';
import { templateDecider } from './template-decider.js';
import { templateStream } from './template-events.js';
import { findTemplateView, type TemplateView } from './templates-query.js';

export interface TemplateDeps {
  pool: pg.Pool;
  store: EventStore;
  waitForProjections: (names: readonly string[], position: Position, timeoutMs: number) => Promise<boolean>;
  logger: Logger;
  /** The operators' session guard, for the template list outside /api/admin. */
  operatorGate: OperatorGuard;
}

/**
 * Runs an administrator's command on a template and answers with the template as the list now
 * shows it (undefined once deleted).
 */
export async function runTemplateCommand(
  deps: TemplateDeps,
  context: { request: Request; response: Response; templateId: string; newStream?: boolean; expectedVersion?: bigint },
  command: TemplateCommand,
): Promise<TemplateView | undefined> {
  const operator = requireRole(context.response, 'admin');
  const metadata = eventMetadata(context.request, { kind: 'operator', id: operator.id, name: operator.name });
  try {
    const { position, events } = await handleCommand(deps.store, templateStream(context.templateId), templateDecider, command, metadata, {
      newStream: context.newStream,
      expectedVersion: context.expectedVersion,
    });
    if (position) await deps.waitForProjections(['email_templates'], position, 2_000);
    if (events.length > 0) deps.logger.info({ templateId: context.templateId, operatorId: operator.id, events: events.map((event) => event.type) }, 'email template changed');
  } catch (error) {
    throw error instanceof TemplateError ? templateProblem(error) : error;
  }
  if (command.type === 'DeleteTemplate') return undefined;
  const view = await findTemplateView(deps.pool, context.templateId);
  if (!view) throw templateProblem(new TemplateError('not_found', 'Il template richiesto non esiste o è stato eliminato'));
  return view;
}

export function templateProblem(error: TemplateError): HttpProblem {
  if (error.reason === 'not_found') return new HttpProblem(404, 'Template non trovato', error.message);
  if (error.reason === 'already_exists') return new HttpProblem(409, 'Template già esistente', error.message);
  return new HttpProblem(400, 'Dati non validi', error.message, error.field ? [{ field: error.field, message: error.message }] : undefined);
}
