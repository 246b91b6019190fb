import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../platform/db/pool.js';
import type { Operator } from './operators.js';

export const SESSION_COOKIE = 'rv_session';
export const SESSION_HOURS = 12;

export interface Session {
  operator: Operator;
  csrfToken: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openSession(db: Queryable, operatorId: string): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600 * 1000);
  await db.query('INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    operatorId,
    csrfToken,
    expiresAt,
  ]);
  return { token, csrfToken, expiresAt };
}

/** The live session behind a cookie token; using it pushes its expiry forward (sliding). */
export async function findSession(db: Queryable, token: string | undefined): Promise<Session | undefined> {
  if (!token) return undefined;
  const { rows } = await db.query<Operator & { csrfToken: string }>(
    `UPDATE operator_sessions s SET expires_at = now() + make_interval(hours => ${SESSION_HOURS})
       FROM operators o
      WHERE s.token_hash = $1 AND s.expires_at > now() AND o.id = s.operator_id
      RETURNING o.id, o.email, o.name, o.role, s.csrf_token AS "csrfToken"`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row && { operator: { id: row.id, email: row.email, name: row.name, role: row.role }, csrfToken: row.csrfToken };
}

export async function closeSession(db: Queryable, token: string | undefined): Promise<void> {
  if (token) await db.query('DELETE FROM operator_sessions WHERE token_hash = $1 OR expires_at < now()', [hashToken(token)]);
}
