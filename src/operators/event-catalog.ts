import { z } from 'zod';
import { defineEvents, type EventEntry } from '../platform/events/catalog.js';
import { LOGIN_FAILURE_LABELS, LOGIN_METHOD_LABELS, OPERATOR_AUDIT_LABELS, type OperatorAuditEvent, type OperatorAuditType } from './audit-events.js';

/** The audit's own line: the label, which names no one (the operator is the event's actor). */
const audit = <Data>(type: OperatorAuditType, schema: z.ZodType<Data>): EventEntry<Data> => ({ schema, personal: [], describe: () => OPERATOR_AUDIT_LABELS[type] });

const operatorId = z.string();
const ofOperator = z.looseObject({ operatorId });

/** The operators' audit holds operators' ids only, never what was typed as an e-mail: no passenger's data. */
export const OPERATOR_EVENTS = defineEvents<OperatorAuditEvent>({
  entries: {
    OperatorLoggedIn: {
      schema: z.looseObject({ operatorId, method: z.enum(['password', 'totp', 'recovery_code']) }),
      personal: [],
      describe: (data) => `${OPERATOR_AUDIT_LABELS.OperatorLoggedIn} ${LOGIN_METHOD_LABELS[data.method] ?? ''}`.trim(),
    },
    OperatorLoginFailed: {
      schema: z.looseObject({ operatorId: operatorId.nullable(), reason: z.enum(['unknown_email', 'wrong_password', 'disabled', 'wrong_code']) }),
      personal: [],
      describe: (data) => `${OPERATOR_AUDIT_LABELS.OperatorLoginFailed}: ${LOGIN_FAILURE_LABELS[data.reason] ?? data.reason}`,
    },
    OperatorTwoFactorEnabled: audit('OperatorTwoFactorEnabled', ofOperator),
    OperatorTwoFactorDisabled: audit('OperatorTwoFactorDisabled', ofOperator),
    OperatorRecoveryCodeUsed: audit('OperatorRecoveryCodeUsed', z.looseObject({ operatorId, remaining: z.number() })),
    OperatorDisabled: audit('OperatorDisabled', ofOperator),
    OperatorEnabled: audit('OperatorEnabled', ofOperator),
    OperatorLocked: audit('OperatorLocked', z.looseObject({ operatorId, until: z.string() })),
  },
});
