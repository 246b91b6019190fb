import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStorage } from '../../../src/documents/storage/local-blob-storage.js';
import { aKey, blobStorageContract, generatedStream } from './storage-contract.js';

const MB = 1024 * 1024;
let root: string;
let storage: LocalBlobStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rv-uploads-'));
  storage = new LocalBlobStorage(path.join(root, 'uploads'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('local blob storage: the port contract', () => {
  blobStorageContract({ storage: () => storage });
});

describe('local blob storage: on disk', () => {
  it('when a blob is put, then its file is 0600 and its directories 0700, at the key’s path', async () => {
    const key = aKey();

    await storage.put(key, generatedStream(1000).stream, 'application/pdf');

    const file = path.join(storage.rootDir, key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect((await stat(storage.rootDir)).mode & 0o777).toBe(0o700);
  });

  it('when puts fail or are aborted, then no file is left behind, temporary or not', async () => {
    const before = await filesUnder(storage.rootDir);
    const key = aKey();

    await expect(storage.put(key, generatedStream(4 * MB, { failAfter: 2 * MB }).stream, 'application/pdf')).rejects.toThrow();
    await expect(storage.put(aKey(), generatedStream(4 * MB, { abortAfter: MB }).stream, 'application/pdf')).rejects.toThrow();

    expect(await filesUnder(storage.rootDir)).toEqual(before);
  });

  it('when a key is refused, then not even the root directory is created', async () => {
    const fresh = new LocalBlobStorage(path.join(root, 'never-created'));

    await expect(fresh.put('../escape', generatedStream(10).stream, 'application/pdf')).rejects.toBeInstanceOf(RangeError);

    await expect(stat(fresh.rootDir)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(stat(path.join(root, 'escape'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('when a crashed upload left a temporary file, then removeStaleTemporaryFiles removes it once old enough', async () => {
    await storage.put(aKey(), generatedStream(10).stream, 'application/pdf'); // creates the temporary directory
    const leftover = path.join(storage.rootDir, '.incoming', 'crashed-upload');
    await writeFile(leftover, 'mezzo passaporto');
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    await utimes(leftover, twoDaysAgo, twoDaysAgo);

    expect(await storage.removeStaleTemporaryFiles(new Date(Date.now() - 72 * 3_600_000))).toBe(0);
    expect(await storage.removeStaleTemporaryFiles(new Date(Date.now() - 24 * 3_600_000))).toBe(1);
    await expect(stat(leftover)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('when a 50 MB stream is put, then memory grows by far less than the file (it streams)', async () => {
    await storage.put(aKey(), generatedStream(MB).stream, 'application/pdf'); // warm-up: code paths loaded, directories made
    // One 64 KB block sent 800 times: the source itself allocates nothing, so RSS shows what the adapter holds.
    const block = randomBytes(64 * 1024);
    const body = Readable.from((function* () {
      for (let sent = 0; sent < 50 * MB; sent += block.length) yield block;
    })());
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 1);

    const { size } = await storage.put(aKey(), body, 'application/pdf');
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());

    const deltaMb = (peak - baseline) / MB;
    console.info(`local blob storage: peak RSS delta while putting 50 MB: ${deltaMb.toFixed(1)} MB`);
    expect(size).toBe(50 * MB);
    expect(deltaMb).toBeLessThan(20);
  });
});
