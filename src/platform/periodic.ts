/**
 * Runs `task` now, then again `everyMs` after each run has ended (runs never overlap), until the
 * returned stop function is called; stop resolves once a run in progress has finished. A failing run
 * goes to `onError` and the next one is scheduled all the same.
 */
export function runPeriodically(task: () => Promise<void>, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = task()
        .catch(onError)
        .finally(() => {
          running = undefined;
          schedule(everyMs);
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
