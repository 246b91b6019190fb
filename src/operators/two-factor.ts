import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { TwoFactorSetup } from '../contracts/operator-session.js';
import type { Queryable } from '../platform/db/pool.js';
import { seal, unseal } from '../platform/security/sealed-box.js';
import type { Operator } from './operators.js';
import { hashSecretToken } from './sessions.js';

export const TOTP_ISSUER = 'RimborsoVolo24';
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totp = (secret: string, label: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/**
 * A new secret, kept aside until the operator proves their app has it. Secrets are stored sealed
 * under the 'totp-secret' key: a copy of the database alone cannot make codes.
 */
export async function startEnrolment(db: Queryable, totpKey: Buffer, operator: Operator): Promise<TwoFactorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  await db.query('UPDATE operators SET totp_pending_secret = $2, totp_last_step = NULL WHERE id = $1 AND totp_secret IS NULL', [operator.id, seal(totpKey, secret)]);
  const uri = totp(secret, operator.email).toString();
  // Loaded when an operator enrols, the only time a QR code is drawn.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a 6-digit code belongs to (this one or either neighbour, for clocks a little off),
 * or undefined when it matches none.
 */
function matchingStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const generator = totp(secret, 'check');
  const delta = generator.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : generator.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * Consumes a code: right for the secret and of a later time step than any code used before, so
 * a code seen over a shoulder or in a log cannot be played again within its 90 seconds.
 */
async function consumeCode(db: Queryable, totpKey: Buffer, operatorId: string, column: 'totp_secret' | 'totp_pending_secret', code: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ sealed: string | null }>(`SELECT ${column} AS sealed FROM operators WHERE id = $1`, [operatorId]);
  const sealed = rows[0]?.sealed;
  const step = sealed ? matchingStep(unseal(totpKey, sealed), code, now) : undefined;
  if (step === undefined) return false;
  const used = await db.query('UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND coalesce(totp_last_step, -1) < $2', [operatorId, step]);
  return used.rowCount === 1;
}

export function verifyTotp(db: Queryable, totpKey: Buffer, operatorId: string, code: string, now = new Date()): Promise<boolean> {
  return consumeCode(db, totpKey, operatorId, 'totp_secret', code, now);
}

/** Turns the pending secret on when the code proves it; the answer is the recovery codes, shown once. */
export async function confirmEnrolment(db: Queryable, keys: { totpKey: Buffer; sessionKey: Buffer }, operatorId: string, code: string, now = new Date()): Promise<string[] | undefined> {
  if (!(await consumeCode(db, keys.totpKey, operatorId, 'totp_pending_secret', code, now))) return undefined;
  const { rowCount } = await db.query(
    'UPDATE operators SET totp_secret = totp_pending_secret, totp_pending_secret = NULL WHERE id = $1 AND totp_pending_secret IS NOT NULL AND totp_secret IS NULL',
    [operatorId],
  );
  if (rowCount !== 1) return undefined;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [operatorId]);
  await db.query('INSERT INTO operator_recovery_codes (code_hash, operator_id) SELECT unnest($2::text[]), $1', [operatorId, codes.map((c) => hashSecretToken(keys.sessionKey, normaliseRecoveryCode(c)))]);
  return codes;
}

export async function turnOffTwoFactor(db: Queryable, operatorId: string): Promise<void> {
  await db.query('UPDATE operators SET totp_secret = NULL, totp_pending_secret = NULL WHERE id = $1', [operatorId]);
  await db.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [operatorId]);
}

/** Uses up one recovery code; the answer is how many remain, or undefined when the code is unknown or spent. */
export async function useRecoveryCode(db: Queryable, key: Buffer, operatorId: string, code: string): Promise<number | undefined> {
  const { rowCount } = await db.query('UPDATE operator_recovery_codes SET used_at = now() WHERE code_hash = $1 AND operator_id = $2 AND used_at IS NULL', [
    hashSecretToken(key, normaliseRecoveryCode(code)),
    operatorId,
  ]);
  if (rowCount !== 1) return undefined;
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_recovery_codes WHERE operator_id = $1 AND used_at IS NULL', [operatorId]);
  return rows[0]!.n;
}

/** 'k7m2p-x9qrt': 50 random bits, in letters and digits no one confuses. */
function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${Array.from({ length: 5 }, pick).join('')}-${Array.from({ length: 5 }, pick).join('')}`;
}

export const isRecoveryCodeShaped = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');
