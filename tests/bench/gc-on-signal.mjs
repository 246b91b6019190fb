// Preloaded (with --expose-gc) into the processes whose memory the live benchmark reads: SIGUSR2
// collects the garbage, so that RSS is read after a full collection rather than wherever the
// collector happened to be.
process.on('SIGUSR2', () => globalThis.gc?.());
