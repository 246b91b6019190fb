import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../platform/db/pool.js';
import { deleteAndAnnounce } from '../platform/http/session-ends.js';
import type { Operator } from './operators.js';

export const SESSION_COOKIE = 'rv_session';
/** A session ends this long after login, however busy. */
export const SESSION_HOURS = 12;
/** …or this long after its last use. */
export const SESSION_IDLE_MINUTES = 30;

export interface Session {
  /** The token's hash: the session's id. */
  id: string;
  /** Its idle end (or its absolute one, if sooner), as pushed forward by this use. */
  expiresAt: Date;
  operator: Operator;
  csrfToken: string;
  twoFactorEnabled: boolean;
}

/** Tokens are stored as HMAC-SHA256 under the 'operator-session' key: a copy of the table opens nothing. */
export const hashSecretToken = (key: Buffer, token: string) => createHmac('sha256', key).update(token).digest('hex');

export async function openSession(db: Queryable, key: Buffer, operatorId: string): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const { rows } = await db.query<{ expiresAt: Date }>(
    `INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, expires_at, idle_expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => ${SESSION_HOURS}), now() + make_interval(mins => ${SESSION_IDLE_MINUTES}))
     RETURNING expires_at AS "expiresAt"`,
    [hashSecretToken(key, token), operatorId, csrfToken],
  );
  return { token, csrfToken, expiresAt: rows[0]!.expiresAt };
}

/**
 * The live session behind a cookie token, of an operator still enabled; using it pushes the idle
 * deadline forward, never past the absolute one.
 */
export async function findSession(db: Queryable, key: Buffer, token: string | undefined): Promise<Session | undefined> {
  if (!token) return undefined;
  const { rows } = await db.query<Operator & { sessionId: string; expiresAt: Date; csrfToken: string; twoFactorEnabled: boolean }>(
    `UPDATE operator_sessions s SET idle_expires_at = least(s.expires_at, now() + make_interval(mins => ${SESSION_IDLE_MINUTES}))
       FROM operators o
      WHERE s.token_hash = $1 AND s.expires_at > now() AND s.idle_expires_at > now()
        AND o.id = s.operator_id AND o.disabled_at IS NULL
      RETURNING o.id, o.email, o.name, o.role, s.token_hash AS "sessionId", least(s.expires_at, s.idle_expires_at) AS "expiresAt",
                s.csrf_token AS "csrfToken", o.totp_secret IS NOT NULL AS "twoFactorEnabled"`,
    [hashSecretToken(key, token)],
  );
  const row = rows[0];
  return row && { id: row.sessionId, expiresAt: row.expiresAt, operator: { id: row.id, email: row.email, name: row.name, role: row.role }, csrfToken: row.csrfToken, twoFactorEnabled: row.twoFactorEnabled };
}

/** Of these sessions (ids), those still open, of operators still enabled, with their idle (or absolute) end; their use is not pushed forward. */
export async function openOperatorSessions(db: Queryable, ids: readonly string[]): Promise<Map<string, Date>> {
  const { rows } = await db.query<{ id: string; expiresAt: Date }>(
    `SELECT s.token_hash AS id, least(s.expires_at, s.idle_expires_at) AS "expiresAt"
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = ANY($1::text[]) AND s.expires_at > now() AND s.idle_expires_at > now() AND o.disabled_at IS NULL`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.expiresAt]));
}

// Every session deleted is announced: the live streams of it close, in whichever process they are.

export async function closeSession(db: Queryable, key: Buffer, token: string | undefined): Promise<void> {
  if (token) await db.query(deleteAndAnnounce('operator_sessions', 'operator', 'token_hash = $1 OR expires_at < now() OR idle_expires_at < now()'), [hashSecretToken(key, token)]);
}

export async function closeAllSessions(db: Queryable, operatorId: string): Promise<void> {
  await db.query(deleteAndAnnounce('operator_sessions', 'operator', 'operator_id = $1'), [operatorId]);
}
