import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../platform/db/pool.js';
import { SIGN_IN_LINK_MINUTES } from '../contracts/passenger-area.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;
/** Expired rows are kept a day, so that a late click still hears «scaduto» rather than «non valido». */
const KEEP_EXPIRED_HOURS = 24;

const macOf = (key: Buffer, linkId: string) => createHmac('sha256', key).update(linkId).digest();

/** `<linkId>.<base64url HMAC-SHA256(passenger-sign-in key, linkId)>`: nothing secret is stored, the worker rebuilds it from the id. */
export const signInToken = (key: Buffer, linkId: string) => `${linkId}.${macOf(key, linkId).toString('base64url')}`;

/** The link id a token was signed for, or undefined when it was not signed with our key. */
export function verifiedLinkId(key: Buffer, token: string): string | undefined {
  const [linkId, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !linkId || !mac || !UUID.test(linkId) || !MAC.test(mac)) return undefined;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(key, linkId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? linkId : undefined;
}

export async function createSignInLink(db: Queryable, email: string): Promise<string> {
  const id = randomUUID();
  await db.query(`INSERT INTO passenger_sign_in_links (id, email, expires_at) VALUES ($1, $2, now() + make_interval(mins => ${SIGN_IN_LINK_MINUTES}))`, [id, email]);
  return id;
}

/** A link still to be sent: unused and unexpired. */
export async function pendingSignInLink(db: Queryable, id: string): Promise<{ email: string; expiresAt: Date } | undefined> {
  const { rows } = await db.query<{ email: string; expiresAt: Date }>(
    'SELECT email, expires_at AS "expiresAt" FROM passenger_sign_in_links WHERE id = $1 AND used_at IS NULL AND expires_at > now()',
    [id],
  );
  return rows[0];
}

export type LinkUse = { outcome: 'used'; email: string } | { outcome: 'unknown' | 'expired' | 'reused' };

/** Marks the link used, once: two clicks at the same moment open one session. */
export async function useSignInLink(db: Queryable, id: string): Promise<LinkUse> {
  const used = await db.query<{ email: string }>(
    'UPDATE passenger_sign_in_links SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING email',
    [id],
  );
  if (used.rows[0]) return { outcome: 'used', email: used.rows[0].email };
  const { rows } = await db.query<{ used: boolean }>('SELECT used_at IS NOT NULL AS used FROM passenger_sign_in_links WHERE id = $1', [id]);
  if (!rows[0]) return { outcome: 'unknown' };
  return { outcome: rows[0].used ? 'reused' : 'expired' };
}

export async function deleteExpiredSignInLinks(db: Queryable): Promise<number> {
  return (await db.query(`DELETE FROM passenger_sign_in_links WHERE expires_at < now() - make_interval(hours => ${KEEP_EXPIRED_HOURS})`)).rowCount ?? 0;
}

/** An erasure of the address's last claim: its links go with its sessions. Resolves with their ids (their jobs' ids). */
export async function deleteSignInLinksOf(db: Queryable, email: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM passenger_sign_in_links WHERE email = $1 RETURNING id', [email]);
  return rows.map((row) => row.id);
}
