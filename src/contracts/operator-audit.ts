/**
 * What the operators' audit records and shows: who logged in, who failed to and why, and every
 * change to an account's protection. Never a password, a code, a token or the text typed as an e-mail.
 */

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

/** What the monitoring tab shows for each entry. */
export const OPERATOR_AUDIT_LABELS: Record<OperatorAuditType, string> = {
  OperatorLoggedIn: 'Accesso',
  OperatorLoginFailed: 'Accesso non riuscito',
  OperatorTwoFactorEnabled: 'Verifica in due passaggi attivata',
  OperatorTwoFactorDisabled: 'Verifica in due passaggi disattivata',
  OperatorRecoveryCodeUsed: 'Codice di recupero usato',
  OperatorDisabled: 'Operatore disattivato',
  OperatorEnabled: 'Operatore riattivato',
  OperatorLocked: 'Account bloccato per troppi tentativi',
};

export const LOGIN_FAILURE_LABELS: Record<LoginFailure, string> = {
  unknown_email: 'email sconosciuta',
  wrong_password: 'password errata',
  disabled: 'account disattivato',
  wrong_code: 'codice di verifica errato',
};

export const LOGIN_METHOD_LABELS: Record<LoginMethod, string> = {
  password: 'con password',
  totp: 'con codice dell’app',
  recovery_code: 'con codice di recupero',
};

/** One entry as GET /api/admin/operators/audit answers it. */
export interface AuditEntry {
  id: string;
  type: OperatorAuditType;
  at: string;
  /** The account concerned; null for a login with an unknown e-mail. */
  operator: { id: string; name: string } | null;
  /** Who acted: the operator themself, an admin, or the system (failed logins, the CLI, locks). */
  actor: { kind: string; name: string | null };
  details: OperatorAuditEvent['data'];
}
