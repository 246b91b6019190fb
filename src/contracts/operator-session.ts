/** The operators' login, session and account answers (/api/admin/login, /me, /account, /operators). */

export type OperatorRole = 'admin' | 'operator';

/** The operator a session belongs to. */
export interface SessionOperator {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
}

/** required: REQUIRE_2FA applies to this operator; mustEnrol: until they enrol, only "Sicurezza account" opens. */
export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  mustEnrol: boolean;
}

/** GET /api/admin/me, and POST /api/admin/login or /login/2fa once a session opens. */
export interface OperatorSession {
  operator: SessionOperator;
  csrfToken: string;
  twoFactor: TwoFactorStatus;
}

/** POST /api/admin/login: the password was right; the account asks for its second factor before a session opens. */
export interface SecondFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

/** POST /api/admin/account/two-factor/setup: a new secret, pending until confirmed. */
export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  uri: string;
  /** The URI as a QR code: an SVG data URL. */
  qrCode: string;
}

/** POST /api/admin/account/two-factor/confirm: the recovery codes, shown once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** An account as GET /api/admin/operators lists it (admins only). */
export interface OperatorAccount extends SessionOperator {
  twoFactorEnabled: boolean;
  disabled: boolean;
  createdAt: string;
}
