import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/pool.js';
import type { MasterKey } from './master-key.js';

/** A subject's data key; null once erased. */
export type DataKey = Buffer | null;

/** A transaction the caller holds open: its statements go on `db`, and `afterCommit` runs once it has committed. */
export interface WithinTransaction {
  db: Queryable;
  afterCommit(then: () => void | Promise<void>): void;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_CACHED = 10_000;

/**
 * The data keys of the data subjects (`subject_keys`), one random 32-byte key each, stored wrapped
 * by the master key.
 *
 * Unwrapped keys are cached in this process for `ttlMs` (60 s): reads decrypt in batches without a
 * round trip per batch for subjects seen recently. That is safe for erasure because `erase` drops the
 * key from this process's cache at once, another process stops using its cached copy within the TTL,
 * and erasure also clears the read models through an event fold: for at most the TTL another process
 * may still decrypt (or encrypt a new event under) a key that is gone from the database, and what it
 * writes then becomes unreadable like the rest once the caches expire.
 */
export class SubjectKeys {
  private readonly cache = new Map<string, { key: DataKey; until: number }>();
  private readonly ttlMs: number;
  private readonly maxCached: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Queryable,
    private readonly masterKey: MasterKey,
    options: { ttlMs?: number; maxCached?: number; now?: () => number } = {},
  ) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.maxCached = options.maxCached ?? DEFAULT_MAX_CACHED;
    this.now = options.now ?? Date.now;
  }

  /**
   * The subject's key for writing, made on first use; null when the subject is erased. Race-free:
   * whoever inserts first wins, the others read the winner's key (the SELECT runs in a snapshot that
   * sees it once the INSERT … ON CONFLICT DO NOTHING has waited for the winner to commit).
   */
  async keyForWriting(subjectId: string, within?: WithinTransaction): Promise<DataKey> {
    const cached = this.cached(subjectId);
    if (cached !== undefined) return cached;
    const fresh = randomBytes(32);
    const db = within?.db ?? this.db;
    const { rows: inserted } = await db.query<{ subject_id: string }>(
      'INSERT INTO subject_keys (subject_id, wrapped_key) VALUES ($1, $2) ON CONFLICT (subject_id) DO NOTHING RETURNING subject_id',
      [subjectId, await this.masterKey.wrap(fresh, subjectId)],
    );
    if (inserted.length > 0) {
      this.rememberOnceStored(subjectId, fresh, within);
      return fresh;
    }
    const known = await this.keysForReading([subjectId], within);
    if (!known.has(subjectId)) throw new Error(`subject key of ${subjectId}: neither inserted nor found`);
    return known.get(subjectId)!;
  }

  /** The keys of these subjects, one query for all those not cached; a subject that never had a key is absent from the map. */
  async keysForReading(subjectIds: readonly string[], within?: WithinTransaction): Promise<Map<string, DataKey>> {
    const keys = new Map<string, DataKey>();
    const missing: string[] = [];
    for (const subjectId of new Set(subjectIds)) {
      const cached = this.cached(subjectId);
      if (cached === undefined) missing.push(subjectId);
      else keys.set(subjectId, cached);
    }
    if (missing.length === 0) return keys;
    const { rows } = await (within?.db ?? this.db).query<{ subject_id: string; wrapped_key: string | null }>('SELECT subject_id, wrapped_key FROM subject_keys WHERE subject_id = ANY($1::text[])', [missing]);
    for (const row of rows) {
      const key = row.wrapped_key === null ? null : await this.masterKey.unwrap(row.wrapped_key, row.subject_id);
      keys.set(row.subject_id, key);
      this.rememberOnceStored(row.subject_id, key, within);
    }
    return keys;
  }

  /**
   * Crypto-shredding: the wrapped key is deleted, the row stays with erased_at (the first erasure's
   * time), so the subject reads as erased rather than as never having had data, and no new key is
   * made for it. Erasing a subject that had no key yet records it as erased all the same.
   */
  async erase(subjectId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO subject_keys AS k (subject_id, wrapped_key, erased_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject_id) DO UPDATE SET wrapped_key = NULL, erased_at = coalesce(k.erased_at, now())`,
      [subjectId],
    );
    this.remember(subjectId, null);
  }

  /**
   * Erases every subject whose id starts with one of `prefixes` and still has a key (as `erase` does),
   * in one statement; resolves with how many. Prefixes are matched literally: `%` and `_` in them match
   * only themselves.
   */
  async eraseWithPrefixes(prefixes: readonly string[]): Promise<number> {
    if (prefixes.length === 0) return 0;
    const patterns = prefixes.map((prefix) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    const { rows } = await this.db.query<{ subject_id: string }>(
      `UPDATE subject_keys SET wrapped_key = NULL, erased_at = coalesce(erased_at, now())
        WHERE subject_id LIKE ANY($1::text[]) AND wrapped_key IS NOT NULL RETURNING subject_id`,
      [patterns],
    );
    const cachedUnder = [...this.cache.keys()].filter((subjectId) => prefixes.some((prefix) => subjectId.startsWith(prefix)));
    for (const subjectId of new Set([...rows.map((row) => row.subject_id), ...cachedUnder])) this.remember(subjectId, null);
    return rows.length;
  }

  /** Whether the subject has a key, had one erased, or never had one. */
  async status(subjectId: string): Promise<'active' | 'erased' | 'none'> {
    const { rows } = await this.db.query<{ erased: boolean }>('SELECT erased_at IS NOT NULL AS erased FROM subject_keys WHERE subject_id = $1', [subjectId]);
    return rows.length === 0 ? 'none' : rows[0]!.erased ? 'erased' : 'active';
  }

  private cached(subjectId: string): DataKey | undefined {
    const entry = this.cache.get(subjectId);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.key;
    this.cache.delete(subjectId);
    return undefined;
  }

  /** A key read or inserted in a transaction that rolls back may not be stored: remembered once it is. */
  private rememberOnceStored(subjectId: string, key: DataKey, within: WithinTransaction | undefined): void {
    if (within) within.afterCommit(() => void this.remember(subjectId, key));
    else this.remember(subjectId, key);
  }

  private remember(subjectId: string, key: DataKey): DataKey {
    this.cache.delete(subjectId);
    if (this.cache.size >= this.maxCached) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(subjectId, { key, until: this.now() + this.ttlMs });
    return key;
  }
}
