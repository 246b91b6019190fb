import { defineEvents, type EventEntry } from '../platform/events/catalog.js';
import { LOGIN_FAILURE_LABELS, LOGIN_METHOD_LABELS, OPERATOR_AUDIT_LABELS, type OperatorAuditEvent, type OperatorAuditType } from './audit-events.js';

/** The audit's own line: the label, which names no one (the operator is the event's actor). */
const audit = (type: OperatorAuditType): EventEntry<unknown> => ({ personal: [], describe: () => OPERATOR_AUDIT_LABELS[type] });

/** The operators' audit holds operators' ids only, never what was typed as an e-mail: no passenger's data. */
export const OPERATOR_EVENTS = defineEvents<OperatorAuditEvent>({
  entries: {
    OperatorLoggedIn: { personal: [], describe: (data) => `${OPERATOR_AUDIT_LABELS.OperatorLoggedIn} ${LOGIN_METHOD_LABELS[data.method] ?? ''}`.trim() },
    OperatorLoginFailed: { personal: [], describe: (data) => `${OPERATOR_AUDIT_LABELS.OperatorLoginFailed}: ${LOGIN_FAILURE_LABELS[data.reason] ?? data.reason}` },
    OperatorTwoFactorEnabled: audit('OperatorTwoFactorEnabled'),
    OperatorTwoFactorDisabled: audit('OperatorTwoFactorDisabled'),
    OperatorRecoveryCodeUsed: audit('OperatorRecoveryCodeUsed'),
    OperatorDisabled: audit('OperatorDisabled'),
    OperatorEnabled: audit('OperatorEnabled'),
    OperatorLocked: audit('OperatorLocked'),
  },
});
