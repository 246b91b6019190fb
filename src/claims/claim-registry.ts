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
}

/**
 * Allocates the claim id and a random, unique practice number, or returns the ones of an earlier
 * request with the same key and the same body (`requestHash`); the same key with another body
 * throws IdempotencyKeyReused.
 *
 * `flushedByNextAppend`: the claim's events go next to an event store in this same PostgreSQL,
 * whose synchronous commit flushes the WAL up to and including this registration; so this commit
 * need not wait for its own flush. (Lost only if the process dies before the append, when no claim
 * was acknowledged.)
 */
export async function registerClaim(
  db: pg.Pool,
  request: { idempotencyKey?: string; requestHash: string },
  options: { flushedByNextAppend?: boolean } = {},
): Promise<RegisteredClaim> {
  const { idempotencyKey, requestHash } = request;
  const client = await db.connect();
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const practiceNumber = String(randomInt(100_000, 1_000_000));
      const key = idempotencyKey === undefined ? 'NULL' : client.escapeLiteral(idempotencyKey);
      try {
        const results = (await client.query(
          `BEGIN; ${options.flushedByNextAppend ? 'SET LOCAL synchronous_commit = off;' : ''}
           INSERT INTO claim_registry (practice_number, idempotency_key, request_hash, submitted_event_id)
           VALUES ('${practiceNumber}', ${key}, ${idempotencyKey === undefined ? 'NULL' : client.escapeLiteral(requestHash)}, '${randomUUID()}')
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING claim_id, practice_number, submitted_event_id, request_hash;
           COMMIT`,
        )) as unknown as pg.QueryResult<RegistryRow>[];
        const inserted = results.find((result) => result.command === 'INSERT')!.rows[0];
        if (inserted) return toRegistered(inserted, false);
        const earlier = (
          await client.query<RegistryRow>('SELECT claim_id, practice_number, submitted_event_id, request_hash FROM claim_registry WHERE idempotency_key = $1', [idempotencyKey])
        ).rows[0];
        // Freed by the sweeper between the insert and this read: the key is free, try again.
        if (!earlier) continue;
        if (earlier.request_hash !== requestHash) throw new IdempotencyKeyReused();
        return toRegistered(earlier, true);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        const { code, constraint } = error as { code?: string; constraint?: string };
        if (code !== '23505' || constraint !== 'claim_registry_practice_number_key') throw error;
      }
    }
    throw new Error(`no free practice number after ${ATTEMPTS} attempts`);
  } finally {
    client.release();
  }
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

function toRegistered(row: RegistryRow, replay: boolean): RegisteredClaim {
  return { claimId: Number(row.claim_id), practiceNumber: row.practice_number, submittedEventId: row.submitted_event_id, replay };
}

/** Whether any claim was ever registered here (the demo data fills only an empty database). */
export async function hasClaims(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM claim_registry) AS any');
  return rows[0]!.any;
}
