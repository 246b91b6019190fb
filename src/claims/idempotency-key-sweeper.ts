import type pg from 'pg';
import type { Logger } from '../platform/logger.js';
import { runPeriodically } from '../platform/periodic.js';
import { clearExpiredIdempotencyKeys } from './claim-registry.js';

export interface IdempotencyKeySweeperOptions {
  everyMs?: number;
  clock?: () => Date;
}

/**
 * Frees idempotency keys older than a day, now and then every `everyMs`. One UPDATE, harmless when
 * two workers run it at once, so no lock. Resolves the returned stop function once a sweep in
 * progress has finished.
 */
export function startIdempotencyKeySweeper(pool: pg.Pool, logger: Logger, { everyMs = 600_000, clock = () => new Date() }: IdempotencyKeySweeperOptions = {}): () => Promise<void> {
  const sweep = async () => {
    const cleared = await clearExpiredIdempotencyKeys(pool, clock());
    if (cleared > 0) logger.info({ cleared }, 'expired idempotency keys cleared');
  };
  return runPeriodically(sweep, everyMs, (error) => logger.error({ err: error }, 'idempotency key sweep failed'));
}
