import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from '../../../src/platform/periodic.js';

const HOUR = 3_600_000;
const missingTable = Object.assign(new Error('relation "claims" does not exist'), { code: '42P01' });

describe('a periodic job', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('when its first pass finds the read models not created yet (a fresh database), then it tries again in two seconds without reporting an error', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = runPeriodically(
      async () => {
        runs++;
        if (runs === 1) throw missingTable;
      },
      HOUR,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    expect(errors).toEqual([]);
    // Then its own period again.
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(3);
    await stop();
  });

  it('when a table is still missing after two minutes, or a pass fails otherwise, then the error is reported and the job waits for its next period', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = runPeriodically(
      async () => {
        runs++;
        throw runs < 200 ? missingTable : new Error('boom');
      },
      HOUR,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(119_000);
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(errors).toEqual([missingTable]);
    const afterReport = runs;
    await vi.advanceTimersByTimeAsync(HOUR - 5_000);
    expect(runs).toBe(afterReport);
    await stop();
  });
});
