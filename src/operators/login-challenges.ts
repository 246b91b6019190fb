import { randomBytes } from 'node:crypto';
import type { Queryable } from '../platform/db/pool.js';
import { hashSecretToken } from './sessions.js';

/** Time between the right password and the second factor. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes a challenge takes before it is spent and the password is asked again. */
const CHALLENGE_ATTEMPTS = 5;

/** A random, stored (hashed) challenge naming the operator whose password was right. */
export async function issueChallenge(db: Queryable, key: Buffer, operatorId: string): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.query(`DELETE FROM operator_login_challenges WHERE expires_at < now()`);
  await db.query(`INSERT INTO operator_login_challenges (challenge_hash, operator_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => ${CHALLENGE_MINUTES}))`, [
    hashSecretToken(key, challenge),
    operatorId,
  ]);
  return challenge;
}

/** The operator a live challenge was issued to. */
export async function challengedOperator(db: Queryable, key: Buffer, challenge: string): Promise<string | undefined> {
  const { rows } = await db.query<{ operatorId: string }>('SELECT operator_id AS "operatorId" FROM operator_login_challenges WHERE challenge_hash = $1 AND expires_at > now()', [
    hashSecretToken(key, challenge),
  ]);
  return rows[0]?.operatorId;
}

/** Spends the challenge for good: the session it opened is the only one it will ever open. Answers whether it was still there. */
export async function spendChallenge(db: Queryable, key: Buffer, challenge: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM operator_login_challenges WHERE challenge_hash = $1 AND expires_at > now()', [hashSecretToken(key, challenge)]);
  return rowCount === 1;
}

export async function countChallengeFailure(db: Queryable, key: Buffer, challenge: string): Promise<void> {
  const hash = hashSecretToken(key, challenge);
  await db.query('UPDATE operator_login_challenges SET failures = failures + 1 WHERE challenge_hash = $1', [hash]);
  await db.query('DELETE FROM operator_login_challenges WHERE challenge_hash = $1 AND failures >= $2', [hash, CHALLENGE_ATTEMPTS]);
}
