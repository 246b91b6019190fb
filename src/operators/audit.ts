import { randomUUID } from 'node:crypto';
import { recordFacts, type Actor, type EventMetadata, type EventStore, type Position } from '../platform/event-store/index.js';
import { OPERATOR_AUDIT_STREAM, type OperatorAuditEvent } from './audit-events.js';

/** Who caused an audit entry when no operator is logged in (a failed login, a lock). */
export const ACCOUNTS_SYSTEM_ACTOR: Actor = { kind: 'system', id: 'operator-accounts' };

/**
 * Appends one entry to the operators' audit stream. Without metadata the actor is the accounts
 * system itself (for a lock decided by the login limiter, say).
 */
export async function recordOperatorAudit(store: EventStore, event: OperatorAuditEvent, metadata?: EventMetadata): Promise<Position> {
  const id = randomUUID();
  const meta = metadata ?? { actor: ACCOUNTS_SYSTEM_ACTOR, correlationId: id, causationId: id, requestedAt: new Date().toISOString() };
  const { position } = await recordFacts(store, OPERATOR_AUDIT_STREAM, [event], meta);
  return position;
}
