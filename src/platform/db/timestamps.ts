/**
 * What `toISOString` gives (milliseconds perhaps left out), for a day every month has: answered
 * without a Date. A read model's fold calls this for every timestamp of every event in a rebuild,
 * and parsing a Date costs 30×.
 */
const CANONICAL = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{3})?Z$/;

/** A timestamp column as the API gives it (ISO 8601); null stays null. pg gives Date, a JSON row gives a string. */
export function isoTimestamp(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    if (!CANONICAL.test(value)) return new Date(value).toISOString();
    return value.length === 20 ? `${value.slice(0, 19)}.000Z` : value;
  }
  return null;
}
