import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../src/platform/services/tcp.js';

export interface BenchProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry point as its own process (the load generator must not share its event loop) and waits for `readyPath`. */
export async function startProcess(entry: string, args: string[], env: Record<string, string>, readyPath: string, nodeArgs: string[] = []): Promise<BenchProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry, ...args], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    if (await fetch(`${url}${readyPath}`).then((response) => response.status < 500, () => false)) break;
    await sleep(100);
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
