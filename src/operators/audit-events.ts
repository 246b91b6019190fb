/**
 * The operators' audit stream: who logged in, who failed to and why, and every change to an
 * account's protection. Never a password, a code, a token or the text typed as an e-mail.
 */
export const OPERATOR_AUDIT_STREAM = 'operator-audit';

export {
  LOGIN_FAILURE_LABELS,
  LOGIN_METHOD_LABELS,
  OPERATOR_AUDIT_LABELS,
  OPERATOR_AUDIT_TYPES,
  type AuditEntry,
  type LoginFailure,
  type LoginMethod,
  type OperatorAuditEvent,
  type OperatorAuditType,
} from '../contracts/operator-audit.js';
