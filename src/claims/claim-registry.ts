import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from '../platform/db/pool.js';

export interface RegisteredClaim {
  claimId: number;
  practiceNumber: string;
  submittedEventId: string;
  /** True when the idempotency key was seen before: this is the first request's claim. */
  replay: boolean;
}

const ATTEMPTS = 20;
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The key came with another request body (or one recorded before bodies were hashed): it answers for that one only. */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super('idempotency key already used for another request');
    this.name = 'IdempotencyKeyReused';
  }
}

interface RegistryRow {
  claim_id: string;
  practice_number: string;
  submitted_event_id: string;
  request_hash: string | null;
  replay: boolean;
}

/**
 * Allocates the claim id and a random, unique practice number, or returns the ones of an earlier
 * request with the same key and the same body (`requestHash`); the same key with another body
 * throws IdempotencyKeyReused. No statement of it fails on a taken number or key, so it can be one
 * step of the caller's transaction (the claim's append): a taken number is drawn again.
 */
export async function registerClaim(db: Queryable, request: { idempotencyKey?: string; requestHash: string }): Promise<RegisteredClaim> {
  const { idempotencyKey = null, requestHash } = request;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // The earlier request's row is read in the same statement; one committed after this statement
    // began is not seen (the insert waited for it and did nothing): the next attempt sees it.
    const { rows } = await db.query<RegistryRow>({
      name: 'register_claim',
      text: `WITH inserted AS (
               INSERT INTO claim_registry (practice_number, idempotency_key, request_hash, submitted_event_id)
               VALUES ($1, $2, CASE WHEN $2::text IS NULL THEN NULL ELSE $3 END, $4)
               ON CONFLICT DO NOTHING
               RETURNING claim_id, practice_number, submitted_event_id, request_hash, false AS replay
             )
             SELECT * FROM inserted
             UNION ALL
             SELECT claim_id, practice_number, submitted_event_id, request_hash, true FROM claim_registry
              WHERE idempotency_key = $2 AND NOT EXISTS (SELECT 1 FROM inserted)`,
      values: [String(randomInt(100_000, 1_000_000)), idempotencyKey, requestHash, randomUUID()],
    });
    const row = rows[0];
    if (!row) continue;
    if (row.replay && row.request_hash !== requestHash) throw new IdempotencyKeyReused();
    return { claimId: Number(row.claim_id), practiceNumber: row.practice_number, submittedEventId: row.submitted_event_id, replay: row.replay };
  }
  throw new Error(`no free practice number after ${ATTEMPTS} attempts`);
}

/** Frees the keys older than `olderThanHours`, so they can be used again; the claims stay. Returns how many. */
export async function clearExpiredIdempotencyKeys(db: pg.Pool, now: Date, olderThanHours = IDEMPOTENCY_KEY_HOURS): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE claim_registry SET idempotency_key = NULL, request_hash = NULL
      WHERE idempotency_key IS NOT NULL AND created_at < $1::timestamptz - make_interval(hours => $2)`,
    [now.toISOString(), olderThanHours],
  );
  return rowCount ?? 0;
}

/** Whether any claim was ever registered here (the demo data fills only an empty database). */
export async function hasClaims(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM claim_registry) AS any');
  return rows[0]!.any;
}
