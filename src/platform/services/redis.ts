import { spawn, spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger.js';
import { freePort, isListening } from './tcp.js';

export interface ResolvedRedis {
  url: string;
  source: 'REDIS_URL' | 'loopback' | 'redis-server';
  stop(): Promise<void>;
}

export const REDIS_MISSING_HINT =
  'Redis not found: set REDIS_URL, start Redis on 127.0.0.1:6379, or install redis-server (apt-get install redis-server); ' +
  'until then claims are accepted and e-mails wait in the event store';

/**
 * DESIGN.md's order: REDIS_URL, else Redis on 127.0.0.1:6379, else a redis-server found on PATH
 * started on a free port (data kept in `<dataDir>/redis`). Undefined when none can be had.
 */
export async function resolveRedis(options: {
  redisUrl?: string;
  dataDir: string;
  logger: Logger;
  loopbackPort?: number;
}): Promise<ResolvedRedis | undefined> {
  const { redisUrl, dataDir, logger, loopbackPort = 6379 } = options;
  if (redisUrl) return { url: redisUrl, source: 'REDIS_URL', stop: async () => {} };
  if (await isListening('127.0.0.1', loopbackPort)) return { url: `redis://127.0.0.1:${loopbackPort}`, source: 'loopback', stop: async () => {} };
  if (!redisServerOnPath()) {
    logger.warn(REDIS_MISSING_HINT);
    return undefined;
  }
  return startRedisServer(path.resolve(dataDir, 'redis'), logger);
}

function redisServerOnPath(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

async function startRedisServer(dir: string, logger: Logger): Promise<ResolvedRedis> {
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 100 && !(await isListening('127.0.0.1', port)); attempt++) await sleep(50);
  logger.info({ port, dir }, 'redis-server started');
  return {
    url: `redis://127.0.0.1:${port}`,
    source: 'redis-server',
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
