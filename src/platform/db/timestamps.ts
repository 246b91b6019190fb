/** A timestamp column as the API gives it (ISO 8601); null stays null. pg gives Date, a JSON row gives a string. */
export function isoTimestamp(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  return null;
}
