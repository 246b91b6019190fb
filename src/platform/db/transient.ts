// SQLSTATE classes that say "try again later": connection exception, insufficient resources,
// operator intervention (restart, shutdown), system error.
const TRANSIENT_SQLSTATE_CLASSES = new Set(['08', '53', '57', '58']);
const TRANSIENT_CODES = new Set(['40001', '40P01', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const TRANSIENT_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;

/** A failure of the infrastructure rather than of the handler's logic: retried, never recorded as the event's fault. */
export function isTransient(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && (TRANSIENT_CODES.has(code) || (code.length === 5 && TRANSIENT_SQLSTATE_CLASSES.has(code.slice(0, 2))))) return true;
  return TRANSIENT_MESSAGES.test(message ?? '');
}

/** A table that does not exist yet (undefined_table): on a fresh database the projector creates the read models a moment after start. */
export const isMissingTable = (error: unknown): boolean => (error as { code?: string } | null)?.code === '42P01';
