import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFingerprint } from '../../../web/scripts/build-fingerprint.js';
import { withBuildLock } from '../../../web/scripts/build-lock.js';

const scratch = await mkdtemp(path.join(tmpdir(), 'rv-build-lock-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('one web build at a time per checkout', () => {
  it('when a second build starts while the first runs, then it waits until the first has finished', async () => {
    const lock = path.join(scratch, 'together.lock');
    const steps: string[] = [];
    let second: Promise<void> | undefined;
    // The first build goes on only once the second has found the lock taken and waits.
    await withBuildLock(lock, async () => {
      steps.push('first starts');
      await new Promise<void>((waiting, failed) => {
        second = withBuildLock(lock, async () => void steps.push('second starts', 'second ends'), waiting);
        second.then(() => failed(new Error('the second build ran without waiting for the lock')), failed);
      });
      steps.push('first ends');
    });
    await second;
    expect(steps).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    await expect(stat(lock)).rejects.toThrow(); // released
  });

  it('when a build failed, then the lock is released for the next one', async () => {
    const lock = path.join(scratch, 'failed.lock');
    await expect(withBuildLock(lock, async () => Promise.reject(new Error('vite failed')))).rejects.toThrow('vite failed');
    expect(await withBuildLock(lock, async () => 'built')).toBe('built');
  });

  it('when the lock was left by a process that no longer runs, or left empty long ago, then the next build takes it over', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    const lock = path.join(scratch, 'stale.lock');
    await writeFile(lock, String(dead.pid));
    expect(await withBuildLock(lock, async () => 'built')).toBe('built');

    await writeFile(lock, '');
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(lock, longAgo, longAgo);
    expect(await withBuildLock(lock, async () => 'built again')).toBe('built again');
  });

  it('when the lock is held by a running process, then the build waits for it', async () => {
    const lock = path.join(scratch, 'held.lock');
    await writeFile(lock, String(process.pid));
    let build!: Promise<string>;
    await new Promise<void>((waiting, failed) => {
      build = withBuildLock(lock, async () => 'built', waiting);
      build.then(() => failed(new Error('the build ran without waiting for the lock')), failed);
    });
    await rm(lock);
    expect(await build).toBe('built');
  });
});

describe('the build fingerprint', () => {
  it('when nothing changed, then it is the same; when a source file or the site address changes, then it differs', async () => {
    const repo = await mkdtemp(path.join(scratch, 'repo-'));
    const { mkdir } = await import('node:fs/promises');
    await mkdir(path.join(repo, 'web/src/content'), { recursive: true });
    await mkdir(path.join(repo, 'src/contracts'), { recursive: true });
    await writeFile(path.join(repo, 'web/src/content/article.md'), 'Ritardo aereo: i tuoi diritti');
    await writeFile(path.join(repo, 'src/contracts/limits.ts'), 'export const MAX = 10;');
    await writeFile(path.join(repo, 'package-lock.json'), '{}');
    const site = { site: 'https://www.rimborsovolo24.it' };

    const first = await buildFingerprint(repo, site);
    expect(await buildFingerprint(repo, site)).toBe(first);
    await writeFile(path.join(repo, 'src/contracts/limits.ts'), 'export const MAX = 11;');
    const afterContract = await buildFingerprint(repo, site);
    expect(afterContract).not.toBe(first);
    await writeFile(path.join(repo, 'web/src/content/new-article.md'), 'Bagaglio smarrito');
    expect(await buildFingerprint(repo, site)).not.toBe(afterContract);
    expect(await buildFingerprint(repo, { site: 'https://staging.rimborsovolo24.it' })).not.toBe(await buildFingerprint(repo, site));
    expect(await readFile(path.join(repo, 'package-lock.json'), 'utf8')).toBe('{}');
  });
});
