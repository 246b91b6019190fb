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

interface RegistryRow {
  claim_id: string;
  practice_number: string;
  submitted_event_id: string;
}

/**
 * Allocates the claim id and a random, unique practice number, or returns the ones of an earlier
 * request with the same key.
 *
 * `flushedByNextAppend`: the claim's events go next to an event store in this same PostgreSQL,
 * whose synchronous commit flushes the WAL up to and including this registration; so this commit
 * need not wait for its own flush. (Lost only if the process dies before the append, when no claim
 * was acknowledged.)
 */
export async function registerClaim(db: pg.Pool, idempotencyKey: string | undefined, options: { flushedByNextAppend?: boolean } = {}): Promise<RegisteredClaim> {
  const client = await db.connect();
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const practiceNumber = String(randomInt(100_000, 1_000_000));
      const key = idempotencyKey === undefined ? 'NULL' : client.escapeLiteral(idempotencyKey);
      try {
        const results = (await client.query(
          `BEGIN; ${options.flushedByNextAppend ? 'SET LOCAL synchronous_commit = off;' : ''}
           INSERT INTO claim_registry (practice_number, idempotency_key, submitted_event_id)
           VALUES ('${practiceNumber}', ${key}, '${randomUUID()}')
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING claim_id, practice_number, submitted_event_id;
           COMMIT`,
        )) as unknown as pg.QueryResult<RegistryRow>[];
        const inserted = results.find((result) => result.command === 'INSERT')!.rows[0];
        if (inserted) return toRegistered(inserted, false);
        const earlier = await client.query<RegistryRow>('SELECT claim_id, practice_number, submitted_event_id FROM claim_registry WHERE idempotency_key = $1', [idempotencyKey]);
        return toRegistered(earlier.rows[0]!, true);
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

function toRegistered(row: RegistryRow, replay: boolean): RegisteredClaim {
  return { claimId: Number(row.claim_id), practiceNumber: row.practice_number, submittedEventId: row.submitted_event_id, replay };
}
