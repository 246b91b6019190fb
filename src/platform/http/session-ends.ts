/**
 * The channel on which the end of a session (sign-out, «Esci da tutti i dispositivi», an operator
 * disabled, an address erased) is announced to every process: their live streams of it close at once.
 */
export const SESSION_ENDED_CHANNEL = 'session_ended';

export type SessionAudience = 'passenger' | 'operator';

/** A session as it is announced and as the live streams know it: its audience and its token's hash (its table's key). */
export const sessionKey = (audience: SessionAudience, tokenHash: string) => `${audience}:${tokenHash}`;

/** A guarded request's session: its token's hash, and when it ends unless used again. */
export interface GuardedSession {
  id: string;
  expiresAt: Date;
}

/** Of these sessions (token hashes), those still open, with when each ends unless used again. */
export type OpenSessions = (ids: readonly string[]) => Promise<Map<string, Date>>;

/**
 * SQL that deletes a session table's rows matching `where` and announces each on the channel, in the
 * same statement (so in the caller's transaction: PostgreSQL delivers the notices when it commits).
 * Its one row's `n` is how many it deleted.
 */
export const deleteAndAnnounce = (table: 'passenger_sessions' | 'operator_sessions', audience: SessionAudience, where: string) => `
  WITH ended AS (DELETE FROM ${table} WHERE ${where} RETURNING token_hash)
  SELECT count(*)::int AS n FROM (SELECT pg_notify('${SESSION_ENDED_CHANNEL}', '${audience}:' || token_hash) FROM ended) AS announced`;
