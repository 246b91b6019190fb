import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/platform/services/tcp.js';
import { GENEROUS_LIMITS } from './limits.js';
import { waitFor } from './wait-for.js';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs `src/main.ts` as the product runs it, on a free port, and waits until it answers health (without the api role, until it says it started). */
export async function startServer(env: Record<string, string>, args: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  // Without the api role nothing listens: such a process is up once it says so (at info level, hence its LOG_LEVEL).
  const serves = args.length === 0 || /\b(api|all)\b/.test(args[0]!);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-server-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    // Its own Redis namespace: limits and queues left by another run never reach this one.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: serves ? 'warn' : 'info', DATA_DIR: dataDir, QUEUE_PREFIX: `server-${path.basename(dataDir)}`, ...GENEROUS_LIMITS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const ready = async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    return serves ? fetch(`${url}/api/health`).then(() => true, () => false) : output.includes('"msg":"RimborsoVolo24 started"');
  };
  const what = serves ? `the server at ${url} to answer /api/health` : `the ${args[0]} process to start`;
  await waitFor(ready, { what, timeoutMs: 30_000, intervalMs: 100 }).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}; its output: ${output.slice(-2_000) || '(none)'}`);
  });
  return {
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs `src/main.ts` expecting it to fail at start; resolves with its exit code and output. */
export function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
