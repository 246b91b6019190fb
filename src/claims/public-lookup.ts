import type { RequestHandler } from 'express';
import type pg from 'pg';
import { DomainError } from '../platform/domain-error.js';
import { hashedKey, type RateLimits } from '../platform/http/rate-limit.js';
import { findPublicStatus, type PublicStatusRow } from './read-models/claim-status.js';

export const PRACTICE_NOT_FOUND = 'Pratica non trovata. Verifica email e numero di pratica.';

export interface PublicLookup {
  /** Per client IP: every lookup counts. */
  perIp: RequestHandler;
  /** The claim behind an e-mail and a practice number; 404 otherwise, 429 once either has failed too often. */
  find(practiceNumber: string, email: string): Promise<PublicStatusRow>;
}

/**
 * The one way strangers reach a claim (status lookup, upload access): besides the per-IP limit,
 * failed tries are counted per e-mail and per practice number, so guessing from many addresses
 * stops too. Successes do not count.
 */
export function publicLookup(pool: pg.Pool, limits: RateLimits, options: { perMinutePerIp: number; failuresPerHour: number }): PublicLookup {
  const perIp = limits.limit({ name: 'lookup-ip', limit: options.perMinutePerIp, windowSeconds: 60 });
  const failures = limits.limit({
    name: 'lookup-failures',
    limit: options.failuresPerHour,
    windowSeconds: 3_600,
    refusal: { title: 'Troppi tentativi', detail: 'Troppi tentativi non riusciti per questa pratica o questo indirizzo email.' },
  });
  return {
    perIp: perIp.perIp(),
    async find(practiceNumber, email) {
      const keys = [`email:${hashedKey(email)}`, `practice:${practiceNumber}`];
      await failures.check(...keys);
      const found = await findPublicStatus(pool, practiceNumber, email);
      if (found) return found;
      await failures.count(...keys);
      throw new DomainError('not_found', PRACTICE_NOT_FOUND, { title: 'Pratica non trovata' });
    },
  };
}
