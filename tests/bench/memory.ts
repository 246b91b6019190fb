import { readFile } from 'node:fs/promises';

export const MiB = 1024 * 1024;

/** A process's resident memory in bytes, from /proc (0 once it has gone). */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples the process's resident memory every 20 ms while `work` runs; resolves with the peak. */
export async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number; before: number }> {
  const before = await rssOf(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const result = await work();
  sampling = false;
  await sampler;
  return { result, peak, before };
}

/** Like peakRss, for several processes at once: resolves with each one's peak, in the order given. */
export async function peakRssOf<T>(pids: number[], work: () => Promise<T>): Promise<{ result: T; peaks: number[] }> {
  if (pids.length === 0) return { result: await work(), peaks: [] };
  const [first, ...rest] = pids as [number, ...number[]];
  const outer = await peakRss(first, () => peakRssOf(rest, work));
  return { result: outer.result.result, peaks: [outer.peak, ...outer.result.peaks] };
}
