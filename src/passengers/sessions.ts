import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../platform/db/pool.js';
import { deleteAndAnnounce } from '../platform/http/session-ends.js';

export const PASSENGER_SESSION_COOKIE = 'rv_passenger';
export const PASSENGER_SESSION_DAYS = 30;

/** Tokens are stored as HMAC-SHA256 under the 'passenger-session' key: a copy of the table opens nothing. */
const hashToken = (key: Buffer, token: string) => createHmac('sha256', key).update(token).digest('hex');

export interface PassengerSession {
  /** The token's hash: the session's id. */
  id: string;
  email: string;
  csrfToken: string;
  expiresAt: Date;
}

export async function openPassengerSession(db: Queryable, key: Buffer, email: string): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const { rows } = await db.query<{ expiresAt: Date }>(
    `INSERT INTO passenger_sessions (token_hash, email, csrf_token, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => ${PASSENGER_SESSION_DAYS}))
     RETURNING expires_at AS "expiresAt"`,
    [hashToken(key, token), email, csrfToken],
  );
  return { token, csrfToken, expiresAt: rows[0]!.expiresAt };
}

export async function findPassengerSession(db: Queryable, key: Buffer, token: string | undefined): Promise<PassengerSession | undefined> {
  if (!token) return undefined;
  const { rows } = await db.query<PassengerSession>(
    'SELECT token_hash AS id, email, csrf_token AS "csrfToken", expires_at AS "expiresAt" FROM passenger_sessions WHERE token_hash = $1 AND expires_at > now()',
    [hashToken(key, token)],
  );
  return rows[0];
}

/** Of these sessions (ids), those still open, with their end. */
export async function openPassengerSessions(db: Queryable, ids: readonly string[]): Promise<Map<string, Date>> {
  const { rows } = await db.query<{ id: string; expiresAt: Date }>(
    'SELECT token_hash AS id, expires_at AS "expiresAt" FROM passenger_sessions WHERE token_hash = ANY($1::text[]) AND expires_at > now()',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.expiresAt]));
}

// Every session deleted is announced: the live streams of it close, in whichever process they are.

export async function closePassengerSession(db: Queryable, key: Buffer, token: string | undefined): Promise<void> {
  if (token) await db.query(deleteAndAnnounce('passenger_sessions', 'passenger', 'token_hash = $1 OR expires_at < now()'), [hashToken(key, token)]);
}

/** «Esci da tutti i dispositivi», and an erasure of the address's last claim. */
export async function closeAllPassengerSessions(db: Queryable, email: string): Promise<number> {
  return (await db.query<{ n: number }>(deleteAndAnnounce('passenger_sessions', 'passenger', 'email = $1'), [email])).rows[0]!.n;
}
