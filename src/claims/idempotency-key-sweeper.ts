import type pg from 'pg';
import type { Logger } from '../platform/logger.js';
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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = clearExpiredIdempotencyKeys(pool, clock())
        .then((cleared) => {
          if (cleared > 0) logger.info({ cleared }, 'expired idempotency keys cleared');
        })
        .catch((error: unknown) => logger.error({ err: error }, 'idempotency key sweep failed'))
        .finally(() => {
          running = undefined;
          schedule(everyMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
