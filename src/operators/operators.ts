import type { OperatorAccount } from '../contracts/operator-session.js';
import type { Queryable } from '../platform/db/pool.js';
import type { Logger } from '../platform/logger.js';
import { hashPassword } from './passwords.js';

export type { OperatorRole as Role, SessionOperator as Operator } from '../platform/http/operator-guard.js';
import type { OperatorRole as Role, SessionOperator as Operator } from '../platform/http/operator-guard.js';

export async function createOperator(db: Queryable, input: { email: string; name: string; role: Role; password: string }): Promise<Operator> {
  const { rows } = await db.query<Operator>(
    'INSERT INTO operators (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id, email, name, role',
    [input.email.trim().toLowerCase(), input.name.trim(), input.role, await hashPassword(input.password)],
  );
  return rows[0]!;
}

export interface LoginCandidate extends Operator {
  passwordHash: string;
  disabled: boolean;
  twoFactorEnabled: boolean;
}

export async function findOperatorForLogin(db: Queryable, email: string): Promise<LoginCandidate | undefined> {
  const { rows } = await db.query<LoginCandidate>(
    `SELECT id, email, name, role, password_hash AS "passwordHash", disabled_at IS NOT NULL AS disabled, totp_secret IS NOT NULL AS "twoFactorEnabled"
       FROM operators WHERE email = $1`,
    [email.trim().toLowerCase()],
  );
  return rows[0];
}

export async function findOperator(db: Queryable, id: string): Promise<Operator | undefined> {
  const { rows } = await db.query<Operator>('SELECT id, email, name, role FROM operators WHERE id = $1 AND disabled_at IS NULL', [id]);
  return rows[0];
}

/** Replaces a hash made at an older cost; only if it is still the one just verified. */
export async function replacePasswordHash(db: Queryable, id: string, previous: string, next: string): Promise<void> {
  await db.query('UPDATE operators SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [id, previous, next]);
}

export type { OperatorAccount };

export async function listOperatorAccounts(db: Queryable): Promise<OperatorAccount[]> {
  const { rows } = await db.query<OperatorAccount & { createdAt: Date }>(
    `SELECT id, email, name, role, totp_secret IS NOT NULL AS "twoFactorEnabled", disabled_at IS NOT NULL AS disabled, created_at AS "createdAt"
       FROM operators ORDER BY name, email`,
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Turns an account off or on; the answer says whether anything changed (undefined: no such operator). */
export async function setOperatorDisabled(db: Queryable, where: { id: string } | { email: string }, disabled: boolean): Promise<{ operator: Operator; changed: boolean } | undefined> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['email', where.email.trim().toLowerCase()];
  const { rows } = await db.query<Operator & { changed: boolean }>(
    `WITH target AS (SELECT id, disabled_at FROM operators WHERE ${column} = $1 FOR UPDATE)
     UPDATE operators o SET disabled_at = CASE WHEN $2 THEN coalesce(t.disabled_at, now()) ELSE NULL END
       FROM target t WHERE o.id = t.id
     RETURNING o.id, o.email, o.name, o.role, (t.disabled_at IS NOT NULL) <> $2 AS changed`,
    [value, disabled],
  );
  const row = rows[0];
  return row && { operator: { id: row.id, email: row.email, name: row.name, role: row.role }, changed: row.changed };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The enabled operators, by name: whom a claim may be assigned to. */
export async function activeOperators(db: Queryable): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM operators WHERE disabled_at IS NULL ORDER BY name, email');
  return rows;
}

/** One enabled operator by id; undefined for an unknown or disabled one (or a malformed id). */
export async function activeOperator(db: Queryable, id: string): Promise<{ id: string; name: string } | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM operators WHERE id = $1::uuid AND disabled_at IS NULL', [id.toLowerCase()]);
  return rows[0];
}

export async function operatorNames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM operators WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The address of the enabled operator a claim's assignment names: the assignment is free text, so it
 * may be an operator's id, e-mail or name (a name only when exactly one operator bears it).
 */
export async function operatorEmailOf(db: Queryable, assignee: string): Promise<string | undefined> {
  const value = assignee.trim();
  if (!value) return undefined;
  const [condition, parameter] = UUID.test(value) ? ['id = $1::uuid', value] : value.includes('@') ? ['email = $1', value.toLowerCase()] : ['lower(name) = lower($1)', value];
  const { rows } = await db.query<{ email: string }>(`SELECT email FROM operators WHERE ${condition} AND disabled_at IS NULL LIMIT 2`, [parameter]);
  return rows.length === 1 ? rows[0]!.email : undefined;
}

/** The id of the enabled operator a claim's assignment names (id, e-mail or name, as operatorEmailOf reads it). */
export async function operatorIdOf(db: Queryable, assignee: string): Promise<string | undefined> {
  const value = assignee.trim();
  if (!value) return undefined;
  const [condition, parameter] = UUID.test(value) ? ['id = $1::uuid', value] : value.includes('@') ? ['email = $1', value.toLowerCase()] : ['lower(name) = lower($1)', value];
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM operators WHERE ${condition} AND disabled_at IS NULL LIMIT 2`, [parameter]);
  return rows.length === 1 ? rows[0]!.id : undefined;
}

/** The embedded default's first admin, from ADMIN_EMAIL and ADMIN_PASSWORD, created only while no operator exists. */
export async function ensureFirstAdmin(db: Queryable, credentials: { email?: string; password?: string }, logger: Logger): Promise<void> {
  if (!credentials.email || !credentials.password) return;
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
  if (rows[0]!.n > 0) return;
  try {
    await createOperator(db, { email: credentials.email, name: 'Amministratore', role: 'admin', password: credentials.password });
    logger.info({ email: credentials.email }, 'first admin created');
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error; // another process created it first
  }
}
