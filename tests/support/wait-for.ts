import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `condition` holds, looking again every `intervalMs`; fails after `timeoutMs` naming
 * what it waited for. For hooks and helpers: inside a test, `expect.poll` says the same.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, { what, timeoutMs = 15_000, intervalMs = 50 }: { what: string; timeoutMs?: number; intervalMs?: number }): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting, after ${timeoutMs} ms, for ${what}`);
    await sleep(intervalMs);
  }
}
