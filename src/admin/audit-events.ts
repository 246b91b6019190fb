/**
 * The operators' audit stream: who logged in, who failed to and why, and every change to an
 * account's protection. Never a password, a code, a token or the text typed as an e-mail.
 */
export const OPERATOR_AUDIT_STREAM = 'operator-audit';

export type LoginMethod = 'password' | 'totp' | 'recovery_code';
export type LoginFailure = 'unknown_email' | 'wrong_password' | 'disabled' | 'wrong_code';

export type OperatorAuditEvent =
  | { type: 'OperatorLoggedIn'; data: { operatorId: string; method: LoginMethod } }
  /** operatorId is null when the e-mail belongs to nobody: what was typed is not kept. */
  | { type: 'OperatorLoginFailed'; data: { operatorId: string | null; reason: LoginFailure } }
  | { type: 'OperatorTwoFactorEnabled'; data: { operatorId: string } }
  | { type: 'OperatorTwoFactorDisabled'; data: { operatorId: string } }
  | { type: 'OperatorRecoveryCodeUsed'; data: { operatorId: string; remaining: number } }
  | { type: 'OperatorDisabled'; data: { operatorId: string } }
  | { type: 'OperatorEnabled'; data: { operatorId: string } }
  /** Too many failed logins: the account refuses logins until `until` (ISO 8601). */
  | { type: 'OperatorLocked'; data: { operatorId: string; until: string } };

export type OperatorAuditType = OperatorAuditEvent['type'];

export const OPERATOR_AUDIT_TYPES: readonly OperatorAuditType[] = [
  'OperatorLoggedIn',
  'OperatorLoginFailed',
  'OperatorTwoFactorEnabled',
  'OperatorTwoFactorDisabled',
  'OperatorRecoveryCodeUsed',
  'OperatorDisabled',
  'OperatorEnabled',
  'OperatorLocked',
];
