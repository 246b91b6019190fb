import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface RegisteredClaim {
  claimId: number;
  practiceNumber: string;
  submittedEventId: string;
  /** True when the idempotency key was seen before: this is the first request's claim. */
  replay: boolean;
}

const ATTEMPTS = 20;

/** Allocates the claim id and a random, unique practice number, or returns the ones of an earlier request with the same key. */
export async function registerClaim(db: pg.Pool, idempotencyKey: string | undefined): Promise<RegisteredClaim> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const { rows } = await db.query<{ claim_id: string; practice_number: string; submitted_event_id: string }>(
        `INSERT INTO claim_registry (practice_number, idempotency_key, submitted_event_id) VALUES ($1, $2, $3)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING claim_id, practice_number, submitted_event_id`,
        [String(randomInt(100_000, 1_000_000)), idempotencyKey ?? null, randomUUID()],
      );
      if (rows[0]) return toRegistered(rows[0], false);
      const earlier = await db.query('SELECT claim_id, practice_number, submitted_event_id FROM claim_registry WHERE idempotency_key = $1', [idempotencyKey]);
      return toRegistered(earlier.rows[0], true);
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== '23505' || constraint !== 'claim_registry_practice_number_key') throw error;
    }
  }
  throw new Error(`no free practice number after ${ATTEMPTS} attempts`);
}

function toRegistered(row: { claim_id: string; practice_number: string; submitted_event_id: string }, replay: boolean): RegisteredClaim {
  return { claimId: Number(row.claim_id), practiceNumber: row.practice_number, submittedEventId: row.submitted_event_id, replay };
}
