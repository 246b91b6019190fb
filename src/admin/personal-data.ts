import { declarePersonalData } from '../platform/personal-data/declaration.js';
import type { OperatorAuditEvent } from './audit-events.js';

/** The operators' audit holds operators' ids only, never what was typed as an e-mail: no passenger's data. */
export const OPERATOR_AUDIT_PERSONAL_DATA = declarePersonalData<OperatorAuditEvent>({
  fields: {
    OperatorLoggedIn: [],
    OperatorLoginFailed: [],
    OperatorTwoFactorEnabled: [],
    OperatorTwoFactorDisabled: [],
    OperatorRecoveryCodeUsed: [],
    OperatorDisabled: [],
    OperatorEnabled: [],
    OperatorLocked: [],
  },
});
