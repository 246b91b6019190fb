/** Query parameters that carry a credential: upload tokens (`t`, `token`) and upload grants (`signature`). */
const SECRET_PARAMETER = /([?&;](?:t|token|signature)=)[^&#;\s"'<>]*/gi;

/** The text with every secret query value replaced by `[redacted]`; the rest of the URL stays readable. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAMETER, '$1[redacted]');
}

/** Strings redacted at any depth of plain objects and arrays; anything else (an Error, a Date) is left to its serializer. */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, redactDeep(field, depth + 1)]));
}
