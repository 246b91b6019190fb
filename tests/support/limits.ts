const LIMIT_VARIABLES = [
  'STATUS_LOOKUPS_PER_MINUTE',
  'LOOKUP_FAILURES_PER_HOUR',
  'SUBMISSIONS_PER_HOUR_PER_IP',
  'SUBMISSIONS_PER_HOUR_PER_EMAIL',
  'CONFIRMATIONS_PER_HOUR_PER_EMAIL',
  'UPLOAD_GRANTS_PER_HOUR_PER_IP',
  'PENDING_UPLOADS_PER_CLAIM',
  'FLIGHT_SEARCHES_PER_MINUTE',
  'LOGINS_PER_15_MINUTES_PER_IP',
  'SIGN_IN_LINKS_PER_HOUR_PER_EMAIL',
  'SIGN_IN_REQUESTS_PER_HOUR_PER_IP',
  'SIGN_IN_FAILURES_PER_HOUR_PER_IP',
  'SIGNINGS_PER_HOUR_PER_CLAIM',
  'SIGNINGS_PER_HOUR_PER_IP',
] as const;

/** Every rate limit of the product set to `tries`. */
export const limitsAt = (tries: number): Record<string, string> => Object.fromEntries(LIMIT_VARIABLES.map((name) => [name, String(tries)]));

/** Limits high enough for tests that are about something else; a test about a limit sets its own. */
export const GENEROUS_LIMITS = limitsAt(1_000);
