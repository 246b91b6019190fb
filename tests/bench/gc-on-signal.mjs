// Preloaded (with --expose-gc) into the processes whose memory the live benchmark reads: SIGUSR2
// collects the garbage, so that memory is read after a full collection rather than wherever the
// collector happened to be, and writes the JS heap then in use to BENCH_HEAP_FILE (RSS is read from /proc).
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  if (process.env.BENCH_HEAP_FILE) writeFileSync(process.env.BENCH_HEAP_FILE, String(process.memoryUsage().heapUsed));
});
