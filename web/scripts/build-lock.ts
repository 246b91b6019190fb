import { open, readFile, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const WAIT_MS = 10 * 60_000;
const POLL_MS = 250;

/**
 * Runs `task` holding the lock file `lockPath` (created exclusively, holding our pid): a second build
 * in the same checkout waits for the first instead of writing into the same folders. A lock left by a
 * process that no longer runs is taken over.
 */
export async function withBuildLock<T>(lockPath: string, task: () => Promise<T>, onWait: () => void = () => {}): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let announced = false;
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!(await holderAlive(lockPath))) {
        await rm(lockPath, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another build of the web app has held ${lockPath} for 10 minutes; remove it if no build is running`);
      if (!announced) onWait();
      announced = true;
      await sleep(POLL_MS);
    }
  }
  try {
    return await task();
  } finally {
    await rm(lockPath, { force: true });
  }
}

async function holderAlive(lockPath: string): Promise<boolean> {
  const pid = Number(await readFile(lockPath, 'utf8').catch(() => ''));
  // A lock file just created and not yet written: its holder is alive, unless it has stayed empty for long.
  if (!pid) return Date.now() - ((await stat(lockPath).catch(() => undefined))?.mtimeMs ?? 0) < 10_000;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
