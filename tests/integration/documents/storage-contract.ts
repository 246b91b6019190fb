import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStorage } from '../../../src/documents/storage/blob-storage.js';
import type { Logger } from '../../../src/platform/logger.js';

export interface StorageContractSubject {
  storage: () => BlobStorage;
}

const MB = 1024 * 1024;

/** A new key under a claim's folder, as the product makes them. */
export const aKey = () => `claim-${Math.floor(Math.random() * 1e6)}/${randomUUID()}`;

/**
 * `size` random bytes made on the fly in 64 KB chunks; `digest()` is their SHA-256 once read.
 * `failAfter`: the stream errors after that many bytes; `abortAfter`: it is destroyed without an error.
 */
export function generatedStream(size: number, options: { failAfter?: number; abortAfter?: number } = {}) {
  const hash = createHash('sha256');
  let produced = 0;
  const stream = new Readable({
    read() {
      if (options.failAfter !== undefined && produced >= options.failAfter) return void this.destroy(new Error('the passenger’s connection dropped'));
      if (options.abortAfter !== undefined && produced >= options.abortAfter) return void this.destroy();
      if (produced >= size) return void this.push(null);
      const chunk = randomBytes(Math.min(64 * 1024, size - produced));
      produced += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex'), produced: () => produced };
}

export async function sha256Of(stream: Readable): Promise<{ digest: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { digest: hash.digest('hex'), size };
}

export function blobStorageContract(subject: StorageContractSubject): void {
  describe('put and get', () => {
    it('when a multi-megabyte stream is put, then get returns the same bytes and head its size', async () => {
      const storage = subject.storage();
      const key = aKey();
      const body = generatedStream(12 * MB + 12_345);

      const result = await storage.put(key, body.stream, 'application/pdf');
      const read = await sha256Of(await storage.get(key));

      expect(result).toEqual({ size: 12 * MB + 12_345 });
      expect(read).toEqual({ digest: body.digest(), size: 12 * MB + 12_345 });
      expect(await storage.head(key)).toEqual({ size: 12 * MB + 12_345 });
    });

    it('when a small file is put, then it reads back whole', async () => {
      const storage = subject.storage();
      const key = aKey();

      await storage.put(key, Readable.from([Buffer.from('%PDF-1.7\n'), Buffer.from('carta d’imbarco')]), 'application/pdf');

      expect(Buffer.concat(await (await storage.get(key)).toArray()).toString()).toBe('%PDF-1.7\ncarta d’imbarco');
    });

    it('when an empty stream is put, then an empty blob exists', async () => {
      const storage = subject.storage();
      const key = aKey();

      expect(await storage.put(key, Readable.from([]), 'image/png')).toEqual({ size: 0 });
      expect(await storage.head(key)).toEqual({ size: 0 });
    });

    it('when puts to different keys run concurrently, then each key holds its own bytes', async () => {
      const storage = subject.storage();
      const uploads = Array.from({ length: 8 }, (_, index) => ({ key: aKey(), body: generatedStream(256 * 1024 + index * 100_003) }));

      await Promise.all(uploads.map(({ key, body }) => storage.put(key, body.stream, 'image/jpeg')));

      for (const { key, body } of uploads) {
        expect((await sha256Of(await storage.get(key))).digest).toBe(body.digest());
      }
    });
  });

  describe('missing blobs and delete', () => {
    it('when a key was never put, then get rejects with BlobNotFoundError and head answers undefined', async () => {
      const storage = subject.storage();
      const key = aKey();

      await expect(storage.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      expect(await storage.head(key)).toBeUndefined();
    });

    it('when a blob is deleted twice, then it is gone and the second delete is not an error', async () => {
      const storage = subject.storage();
      const key = aKey();
      await storage.put(key, Readable.from([Buffer.from('documento')]), 'application/pdf');

      await storage.delete(key);
      await storage.delete(key);

      expect(await storage.head(key)).toBeUndefined();
      await expect(storage.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    });
  });

  describe('failed uploads', () => {
    it.each([
      ['within the first megabyte', 200 * 1024],
      ['after several megabytes', 7 * MB],
    ])('when the stream errors %s, then put rejects and nothing is at the key', async (_label, failAfter) => {
      const storage = subject.storage();
      const key = aKey();

      await expect(storage.put(key, generatedStream(10 * MB, { failAfter }).stream, 'application/pdf')).rejects.toThrow(/connection dropped/);

      expect(await storage.head(key)).toBeUndefined();
      await expect(storage.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('when the stream is destroyed midway (the request was aborted), then put rejects and nothing is at the key', async () => {
      const storage = subject.storage();
      const key = aKey();

      await expect(storage.put(key, generatedStream(10 * MB, { abortAfter: MB }).stream, 'application/pdf')).rejects.toThrow();

      expect(await storage.head(key)).toBeUndefined();
    });
  });

  describe('keys', () => {
    it.each(['../x', '/etc/passwd', 'a/../../b', 'UPPER', '', 'a//b', 'a/', '.hidden', 'a\\b', 'a/b\0c'])(
      'when the key is %j, then every operation is refused before any I/O',
      async (key) => {
        const storage = subject.storage();
        const body = generatedStream(1024);

        await expect(storage.put(key, body.stream, 'application/pdf')).rejects.toBeInstanceOf(RangeError);
        await expect(storage.get(key)).rejects.toBeInstanceOf(RangeError);
        await expect(storage.head(key)).rejects.toBeInstanceOf(RangeError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(RangeError);
        expect(body.produced()).toBe(0);
      },
    );
  });
}

/** A pino logger whose lines the test can read. */
export function capturingLogger(): { logger: Logger; lines: Array<{ level: number; msg: string } & Record<string, unknown>> } {
  const lines: Array<{ level: number; msg: string } & Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, destination), lines };
}
