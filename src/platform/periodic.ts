import { isMissingTable } from './db/transient.js';

/** On a fresh database the first pass finds no read models until the projector has made them: it tries again this soon, for this long. */
const NOT_READY_RETRY_MS = 2_000;
const NOT_READY_FOR_MS = 120_000;

/**
 * Runs `task` now, then again `everyMs` after each run has ended (runs never overlap), until the
 * returned stop function is called; stop resolves once a run in progress has finished. A failing run
 * goes to `onError` and the next one is scheduled all the same, except a run that finds a table
 * missing in the first two minutes: that is a fresh start, and it runs again in two seconds.
 */
export function runPeriodically(task: () => Promise<void>, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const startedAt = Date.now();

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      let nextMs = everyMs;
      running = task()
        .catch((error: unknown) => {
          if (isMissingTable(error) && Date.now() - startedAt < NOT_READY_FOR_MS) nextMs = Math.min(everyMs, NOT_READY_RETRY_MS);
          else onError(error);
        })
        .finally(() => {
          running = undefined;
          schedule(nextMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
