import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../src/platform/services/tcp.js';
import { BENCH_SECRET_KEY } from './bench-store.js';

export interface BenchProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** BENCH_PROFILE_DIR=/some/dir writes a V8 CPU profile of every product process there (see profile-summary.ts). */
const profiling = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];

function spawnEntry(entry: string, args: string[], env: Record<string, string>, port: number, nodeArgs: string[]): ChildProcess {
  return spawn(process.execPath, [...profiling, ...nodeArgs, '--import', 'tsx', entry, ...args], {
    env: { ...process.env, SECRET_KEY: BENCH_SECRET_KEY, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function handle(child: ChildProcess, url: string): BenchProcess {
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts a TypeScript entry point as its own process (the load generator must not share its event loop) and waits for `readyPath`. */
export async function startProcess(entry: string, args: string[], env: Record<string, string>, readyPath: string, nodeArgs: string[] = []): Promise<BenchProcess> {
  const port = await freePort();
  const child = spawnEntry(entry, args, env, port, nodeArgs);
  const url = `http://127.0.0.1:${port}`;
  // A start on this shared 2-core machine, next to other runs, has taken over a minute.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    if (await fetch(`${url}${readyPath}`).then((response) => response.status < 500, () => false)) break;
    await sleep(100);
  }
  return handle(child, url);
}

/**
 * Starts a process that serves no HTTP (the `projector` and `worker` roles); the caller learns it
 * works from what it does (read models advancing, e-mails written), so this only checks it stays up.
 */
export async function startBackgroundProcess(entry: string, args: string[], env: Record<string, string>): Promise<BenchProcess> {
  const child = spawnEntry(entry, args, env, await freePort(), []);
  await sleep(1_000);
  if (child.exitCode !== null) throw new Error(`${entry} ${args.join(' ')} exited with ${child.exitCode}`);
  return handle(child, '');
}

/**
 * The read models as the product builds them on a database it did not write itself:
 * `npm run projections -- rebuild all`, every projection the modules register. A suite that named
 * its own would go stale the day a page it measures reads one more.
 */
export async function rebuildReadModels(databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/projections-cli.ts', 'rebuild', 'all'], {
    env: { ...process.env, SECRET_KEY: BENCH_SECRET_KEY, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run projections -- rebuild all exited with ${code}`);
}
