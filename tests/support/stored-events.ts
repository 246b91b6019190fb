import type pg from 'pg';
import type { TestApp } from './test-app.js';

/** Possible duplicates are flagged from the submissions' events, a moment after the answers: waits until every one so far is. */
export async function duplicatesFlagged(app: TestApp): Promise<void> {
  for (const handler of ['duplicate_claims', 'claim_duplicates']) {
    const head = await app.store.committedHeadPosition();
    if (head && !(await app.runner.waitFor([handler], head, 15_000))) throw new Error(`${handler} did not reach ${head}`);
  }
}

/** Every event stored so far, once the duplicates earlier submissions set off are flagged: what a refusal must leave unchanged. */
export async function storedEventCount(app: TestApp, pool: pg.Pool): Promise<number> {
  await duplicatesFlagged(app);
  return (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
}
