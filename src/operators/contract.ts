/** What other modules may know of the operators' area: the audit stream and its events. */
import { eventNames } from '../platform/events/catalog.js';
import { OPERATOR_EVENTS } from './event-catalog.js';

export { OPERATOR_AUDIT_STREAM, OPERATOR_AUDIT_LABELS, type AuditEntry, type OperatorAuditEvent, type OperatorAuditType } from './audit-events.js';
export { OPERATOR_EVENTS };
export const OPERATOR_EVENT = eventNames(OPERATOR_EVENTS);
