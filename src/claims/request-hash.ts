import { createHash } from 'node:crypto';

/**
 * SHA-256 of a validated body in canonical form: keys sorted at every depth, and absent, null and
 * empty values dropped, as the claim records them alike; so a retry hashes the same whatever order
 * or spelling of "nothing" its client used.
 */
export function requestHash(body: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined && field !== null && field !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, field]) => [key, canonical(field)]);
  return Object.fromEntries(entries);
}
