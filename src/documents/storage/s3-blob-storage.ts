import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type BucketLocationConstraint,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { Logger } from '../../platform/logger.js';
import { BlobNotFoundError, assertBlobKey, type BlobStorage } from './blob-storage.js';

export interface S3BlobStorageOptions {
  bucket: string;
  /** An S3-compatible server (MinIO); unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's usual sources (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  logger?: Logger;
}

export type ServerSideEncryptionMode = 'AES256' | 'none';

/** 5 MB is S3's smallest part; two parts in flight bound an upload's memory to about 15 MB. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** Written once per process to learn whether the server honours SSE; a dot name is never a blob key. */
const ENCRYPTION_PROBE_KEY = '.rimborsovolo24-encryption-probe';

/**
 * Documents in an S3 bucket (MinIO in docker compose). Uploads stream as multipart uploads, so a
 * file is never held whole in memory; SSE-S3 (AES256) is requested wherever the server supports it.
 */
export class S3BlobStorage implements BlobStorage {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;
  private encryptionProbe: Promise<ServerSideEncryptionMode> | undefined;

  constructor(private readonly options: S3BlobStorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.endpoint !== undefined, // MinIO serves buckets as paths, not subdomains
      credentials: options.credentials,
    });
  }

  /** Creates the bucket when it is missing (at start), then learns whether SSE is available. */
  async ensureBucket(): Promise<void> {
    const exists = await this.client.send(new HeadBucketCommand({ Bucket: this.bucket })).then(
      () => true,
      (error: unknown) => {
        if (isNotFound(error)) return false;
        throw error;
      },
    );
    if (!exists) {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket, ...this.locationConstraint() })).catch((error: unknown) => {
        // Another process starting at the same moment created it first.
        if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(errorName(error))) throw error;
      });
      this.options.logger?.info({ bucket: this.bucket }, 'document bucket created');
    }
    await this.encryption();
  }

  /**
   * Whether objects are written with SSE-S3. Asked of the server once: MinIO without a KMS refuses
   * the header, and there uploads go on without it (with a warning) rather than all failing.
   */
  encryption(): Promise<ServerSideEncryptionMode> {
    this.encryptionProbe ??= this.probeEncryption().catch((error: unknown) => {
      this.encryptionProbe = undefined; // a network failure is not an answer: ask again next time
      throw error;
    });
    return this.encryptionProbe;
  }

  async put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    assertBlobKey(key);
    let size = 0;
    async function* counted() {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        yield chunk;
      }
    }
    try {
      const encryption = await this.encryption();
      const upload = new Upload({
        client: this.client,
        params: {
          Bucket: this.bucket,
          Key: key,
          Body: Readable.from(counted()),
          ContentType: contentType,
          ...(encryption === 'AES256' ? { ServerSideEncryption: 'AES256' as const } : {}),
        },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false, // a failed multipart upload is aborted: no parts left behind
      });
      await upload.done();
      return { size };
    } catch (error) {
      body.destroy();
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    assertBlobKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 GetObject ${key}: no stream in the answer`);
      return object.Body;
    } catch (error) {
      if (errorName(error) === 'NoSuchKey') throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async head(key: string): Promise<{ size: number } | undefined> {
    assertBlobKey(key);
    try {
      const object = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })); // S3 answers 204 for a missing key too
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }

  private async probeEncryption(): Promise<ServerSideEncryptionMode> {
    const probe = { Bucket: this.bucket, Key: ENCRYPTION_PROBE_KEY };
    try {
      await this.client.send(new PutObjectCommand({ ...probe, Body: new Uint8Array(0), ContentLength: 0, ServerSideEncryption: 'AES256' }));
    } catch (error) {
      if (!refusesEncryption(error)) throw error;
      this.options.logger?.warn(
        { bucket: this.bucket, answer: (error as Error).message },
        'the object storage refuses server-side encryption (MinIO without a KMS?): documents are stored unencrypted at rest',
      );
      return 'none';
    }
    await this.client.send(new DeleteObjectCommand(probe));
    return 'AES256';
  }

  /** AWS wants the region named outside us-east-1; an S3-compatible server places the bucket in its own region. */
  private locationConstraint(): { CreateBucketConfiguration?: { LocationConstraint: BucketLocationConstraint } } {
    if (this.options.endpoint !== undefined || this.options.region === 'us-east-1') return {};
    return { CreateBucketConfiguration: { LocationConstraint: this.options.region as BucketLocationConstraint } };
  }
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** HEAD answers carry no body, hence no error code: a 404 is all there is. */
const isNotFound = (error: unknown) => ['NotFound', 'NoSuchKey', 'NoSuchBucket'].includes(errorName(error)) || statusOf(error) === 404;

/**
 * MinIO without a KMS: `NotImplemented` (501) in recent releases, `InvalidArgument` (400) in older
 * ones, both saying "Server side encryption specified but KMS is not configured".
 */
function refusesEncryption(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return errorName(error) === 'NotImplemented' || (errorName(error) === 'InvalidArgument' && /encryption|KMS/i.test(message));
}
