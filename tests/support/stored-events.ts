import type pg from 'pg';
import type { TestApp } from './test-app.js';

/** Possible duplicates are flagged from the submissions' events, a moment after the answers: waits until every one so far is. */
export async function duplicatesFlagged(app: TestApp): Promise<void> {
  for (const handler of ['duplicate_claims', 'claim_duplicates']) {
    const head = await app.store.committedHeadPosition();
    if (head && !(await app.runner.waitFor([handler], head, 15_000))) throw new Error(`${handler} did not reach ${head}`);
  }
}

/**
 * Waits until every reactor has reacted to everything stored so far, and to what that stored in turn:
 * reactors append after the answers (duplicate flags, the e-mails a submission asks for).
 */
async function reactorsSettled(app: TestApp): Promise<void> {
  // One that keeps failing here (no Redis for its jobs) appends nothing meanwhile.
  const reactors = app.runner.state().filter((handler) => handler.kind === 'reactor' && ['running', 'idle'].includes(handler.status)).map((handler) => handler.name);
  for (let head = await app.store.committedHeadPosition(), before: typeof head; head !== before; before = head, head = await app.store.committedHeadPosition()) {
    if (head && !(await app.runner.waitFor(reactors, head, 15_000))) throw new Error(`reactors did not reach ${head}`);
  }
}

/** Every event stored so far, once what earlier requests set off has been stored too: what a refusal must leave unchanged. */
export async function storedEventCount(app: TestApp, pool: pg.Pool): Promise<number> {
  await duplicatesFlagged(app);
  await reactorsSettled(app);
  return (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
}
