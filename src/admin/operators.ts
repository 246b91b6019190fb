import type { Queryable } from '../platform/db/pool.js';
import type { Logger } from '../platform/logger.js';
import { hashPassword } from './passwords.js';

export type Role = 'admin' | 'operator';

export interface Operator {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export async function createOperator(db: Queryable, input: { email: string; name: string; role: Role; password: string }): Promise<Operator> {
  const { rows } = await db.query<Operator>(
    'INSERT INTO operators (email, name, role, password_hash) VALUES ($1, $2, $3, $4) RETURNING id, email, name, role',
    [input.email.trim().toLowerCase(), input.name.trim(), input.role, await hashPassword(input.password)],
  );
  return rows[0]!;
}

export async function findOperatorForLogin(db: Queryable, email: string): Promise<(Operator & { passwordHash: string }) | undefined> {
  const { rows } = await db.query<Operator & { passwordHash: string }>(
    'SELECT id, email, name, role, password_hash AS "passwordHash" FROM operators WHERE email = $1',
    [email.trim().toLowerCase()],
  );
  return rows[0];
}

export async function operatorNames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM operators WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((row) => [row.id, row.name]));
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
