import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFoundError, assertBlobKey, type BlobStorage } from './blob-storage.js';

const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;
/** Uploads in progress; a dot name can never be a key's segment, so no key can reach it. */
const TEMPORARY_DIR = '.incoming';

/**
 * Documents as files under `rootDir` (the product passes `<DATA_DIR>/uploads`), readable by this
 * process's user only. A put writes a temporary file and renames it into place once the whole
 * stream has arrived and is on disk, so a key holds a complete file or nothing.
 */
export class LocalBlobStorage implements BlobStorage {
  readonly kind = 'local';
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  async put(key: string, body: Readable, _contentType: string): Promise<{ size: number }> {
    const file = this.pathOf(key);
    const temporaryDir = path.join(this.rootDir, TEMPORARY_DIR);
    const temporary = path.join(temporaryDir, randomUUID());
    try {
      await mkdir(temporaryDir, { recursive: true, mode: DIRECTORY_MODE });
      const size = await writeFully(body, temporary);
      await mkdir(path.dirname(file), { recursive: true, mode: DIRECTORY_MODE });
      await rename(temporary, file);
      return { size };
    } catch (error) {
      body.destroy();
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const handle = await open(file, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new BlobNotFoundError(key) : error;
    });
    // Opened before streaming so a missing file is a rejection here, not an 'error' event later.
    try {
      if (!(await handle.stat()).isFile()) throw new BlobNotFoundError(key);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle.createReadStream();
  }

  async head(key: string): Promise<{ size: number } | undefined> {
    const file = this.pathOf(key);
    try {
      const stats = await stat(file);
      return stats.isFile() ? { size: stats.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await unlink(file).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  /** Removes what a crashed process left half-written (parts of identity documents, possibly). */
  async removeStaleTemporaryFiles(olderThan: Date): Promise<number> {
    const temporaryDir = path.join(this.rootDir, TEMPORARY_DIR);
    const names = await readdir(temporaryDir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    let removed = 0;
    for (const name of names) {
      const file = path.join(temporaryDir, name);
      const stats = await stat(file).catch(() => undefined);
      if (stats?.isFile() && stats.mtime < olderThan) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** The key's file; the regular expression already rules out `..`, the prefix check is a second guard. */
  private pathOf(key: string): string {
    assertBlobKey(key);
    const file = path.resolve(this.rootDir, ...key.split('/'));
    if (!file.startsWith(this.rootDir + path.sep)) throw new RangeError(`not a blob key: ${JSON.stringify(key)}`);
    return file;
  }
}

/** Streams `body` into a new file (0600), fsynced before it closes; resolves with the bytes written. */
async function writeFully(body: Readable, file: string): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(body, counter, createWriteStream(file, { flags: 'wx', mode: FILE_MODE, flush: true }));
  return size;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
