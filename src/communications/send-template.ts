import type pg from 'pg';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { requestEmail } from './request-email.js';
import { findTemplate } from './templates/index.js';

/**
 * An operator's e-mail to the passenger from an active template: queued like the one written by hand
 * (the worker fills in the claim's variables).
 */
export function sendTemplateEmail(deps: { pool: pg.Pool; executeCommand: ExecuteCommand }) {
  const send = requestEmail(deps);
  return async (actor: EventMetadata, input: { claimId: number; templateId: string }): Promise<{ id: string; status: 'queued' }> => {
    const template = await findTemplate(deps.pool, input.templateId.toLowerCase());
    if (!template || !template.isActive) throw new DomainError('invalid', 'Il modello di email scelto non esiste o non è attivo', { field: 'templateId' });
    return send(actor, { claimId: input.claimId, subject: template.subject, message: template.content });
  };
}
