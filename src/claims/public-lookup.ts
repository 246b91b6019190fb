import type pg from 'pg';
import { DomainError } from '../platform/domain-error.js';
import { hashedKey, type RateLimits } from '../platform/http/rate-limit.js';
import { findPublicStatus, type PublicStatusRow } from './read-models/claim-status.js';

export const PRACTICE_NOT_FOUND = 'Pratica non trovata. Verifica email e numero di pratica.';

/** What a stranger gives to reach a claim. */
export interface LookupQuestion {
  practiceNumber: string;
  email: string;
}

export interface PublicLookup {
  /**
   * The claim behind the e-mail and practice number `read` takes from the request (throwing when they
   * are malformed); 404 otherwise, 429 once the client (its IP) has looked up too often or either has failed too often.
   */
  find(client: string, read: () => LookupQuestion): Promise<PublicStatusRow>;
}

/**
 * The one way strangers reach a claim (status lookup, upload access): every lookup counts for the
 * client's IP, a malformed one too; failed tries are counted per e-mail and per practice number, so
 * guessing from many addresses stops too. Successes do not count. Before the claim is read, one Redis
 * round trip for all of it.
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
    async find(client, read) {
      let question: LookupQuestion;
      try {
        question = read();
      } catch (malformed) {
        await perIp.consume(client);
        throw malformed;
      }
      const keys = [`email:${hashedKey(question.email)}`, `practice:${question.practiceNumber}`];
      await limits.enforce(perIp.consuming(client), failures.checking(...keys));
      const found = await findPublicStatus(pool, question.practiceNumber, question.email);
      if (found) return found;
      await failures.count(...keys);
      throw new DomainError('not_found', PRACTICE_NOT_FOUND, { title: 'Pratica non trovata' });
    },
  };
}
