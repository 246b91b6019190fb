import type pg from 'pg';
import { normaliseEmail } from './public-status.js';

/** The passengers module's port: the claims of an address (normalised here too), not erased, newest first. */
export function passengerClaims(pool: pg.Pool) {
  return {
    async claimsOf(email: string): Promise<{ claimId: number; practiceNumber: string }[]> {
      const { rows } = await pool.query<{ claim_id: string; practice_number: string }>(
        'SELECT claim_id, practice_number FROM claim_status WHERE email_normalised = $1 AND NOT erased ORDER BY claim_id DESC',
        [normaliseEmail(email)],
      );
      return rows.map((row) => ({ claimId: Number(row.claim_id), practiceNumber: row.practice_number }));
    },
  };
}

/** The privacy module's port: the address of a claim (normalised), read before its key is erased. */
export async function addressOfClaim(pool: pg.Pool, claimId: number): Promise<string | undefined> {
  const { rows } = await pool.query<{ email_normalised: string }>('SELECT email_normalised FROM claim_status WHERE claim_id = $1 AND NOT erased', [claimId]);
  return rows[0]?.email_normalised || undefined;
}
