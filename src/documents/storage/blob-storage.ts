import type { Readable } from 'node:stream';

/** Where uploaded documents' bytes live: local disk by default, S3-compatible storage in production. */
export interface BlobStorage {
  readonly kind: 'local' | 's3';
  /** Streams `body` to `key` without buffering it whole; resolves with the bytes written. On failure nothing is left at `key`. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The stored bytes; rejects with BlobNotFoundError when there are none. */
  get(key: string): Promise<Readable>;
  /** Size of the stored blob, or undefined when there is none. */
  head(key: string): Promise<{ size: number } | undefined>;
  /** Removes the blob; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no blob at ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

/** Keys are made by the server (random ids under a claim's folder); anything else is refused before touching storage. */
export const BLOB_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

export function assertBlobKey(key: string): void {
  if (!BLOB_KEY.test(key) || key.length > 300) throw new RangeError(`not a blob key: ${JSON.stringify(key)}`);
}
