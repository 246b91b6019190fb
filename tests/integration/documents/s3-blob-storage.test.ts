import {
  DeleteBucketCommand,
  DeleteObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3BlobStorage } from '../../../src/documents/storage/s3-blob-storage.js';
import { dockerAvailable } from '../../support/containers.js';
import { aKey, blobStorageContract, capturingLogger, generatedStream, sha256Of } from './storage-contract.js';

const MB = 1024 * 1024;
const MINIO_IMAGE = 'minio/minio:RELEASE.2025-04-22T22-12-26Z';

interface S3Server {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  stop: () => Promise<void>;
}

/**
 * The server from S3_TEST_ENDPOINT, else a MinIO container where a Docker engine answers; where
 * neither exists the suite says so on the test output, never silently.
 */
async function findS3Server(): Promise<S3Server | { reason: string }> {
  if (process.env.S3_TEST_ENDPOINT) {
    return {
      endpoint: process.env.S3_TEST_ENDPOINT,
      credentials: { accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? 'test', secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'test' },
      stop: async () => {},
    };
  }
  const docker = await dockerAvailable();
  if (!docker.ok) return { reason: `S3_TEST_ENDPOINT is unset and ${docker.reason}` };
  const { GenericContainer, Wait } = await import('testcontainers');
  const credentials = { accessKeyId: 'rimborsovolo24', secretAccessKey: 'rimborsovolo24-secret' };
  const container = await new GenericContainer(MINIO_IMAGE)
    .withCommand(['server', '/data'])
    .withEnvironment({ MINIO_ROOT_USER: credentials.accessKeyId, MINIO_ROOT_PASSWORD: credentials.secretAccessKey })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp('/minio/health/live', 9000).forStatusCode(200))
    .start();
  return { endpoint: `http://${container.getHost()}:${container.getMappedPort(9000)}`, credentials, stop: async () => void (await container.stop()) };
}

const found = await findS3Server();
const reason = 'reason' in found ? found.reason : undefined;
if (reason) console.warn(`S3 storage contract suite not run: ${reason}`);
const server = found as S3Server;
const region = process.env.S3_TEST_REGION ?? 'eu-south-1';

describe.skipIf(reason !== undefined)(`S3 blob storage${reason ? ` (not run: ${reason})` : ''}`, () => {
  const bucket = `rv-test-${randomUUID().slice(0, 8)}`;
  const bucketsToRemove = [bucket];
  let storage: S3BlobStorage;
  let admin: S3Client;

  beforeAll(async () => {
    admin = new S3Client({ region, endpoint: server.endpoint, forcePathStyle: true, credentials: server.credentials });
    storage = new S3BlobStorage({ bucket, endpoint: server.endpoint, region, credentials: server.credentials });
    await storage.ensureBucket();
  });
  afterAll(async () => {
    storage?.close();
    for (const name of bucketsToRemove) await emptyAndRemove(admin, name).catch(() => {});
    admin?.destroy();
    await server.stop?.();
  });

  describe('the port contract', () => {
    blobStorageContract({ storage: () => storage });
  });

  describe('bucket and encryption', () => {
    it('when the bucket is missing, then ensureBucket creates it, and calling it again is harmless', async () => {
      const other = `rv-test-${randomUUID().slice(0, 8)}`;
      bucketsToRemove.push(other);
      const fresh = new S3BlobStorage({ bucket: other, endpoint: server.endpoint, region, credentials: server.credentials });

      await fresh.ensureBucket();
      await fresh.ensureBucket();

      await expect(admin.send(new HeadBucketCommand({ Bucket: other }))).resolves.toBeDefined();
      fresh.close();
    });

    it('when a blob is stored, then it carries the server-side encryption the server supports', async () => {
      const key = aKey();
      await storage.put(key, generatedStream(1000).stream, 'application/pdf');

      const object = await admin.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));

      const encryption = await storage.encryption();
      console.info(`S3 blob storage: the server ${encryption === 'AES256' ? 'accepts' : 'refuses'} SSE-S3 (AES256)`);
      expect(object.ServerSideEncryption).toBe(encryption === 'AES256' ? 'AES256' : undefined);
      expect(object.ContentType).toBe('application/pdf');
    });

    it('when the server refuses SSE as MinIO without a KMS does, then puts still succeed, unencrypted, with a warning', async () => {
      const proxy = await refusingEncryptionProxy(server.endpoint);
      const { logger, lines } = capturingLogger();
      const withoutKms = new S3BlobStorage({ bucket, endpoint: proxy.endpoint, region, credentials: server.credentials, logger });
      const key = aKey();
      const body = generatedStream(6 * MB); // two parts: the multipart path too

      await withoutKms.put(key, body.stream, 'image/png');

      expect(await withoutKms.encryption()).toBe('none');
      expect(proxy.refused()).toBe(1); // asked once, not on every upload
      expect((await sha256Of(await withoutKms.get(key))).digest).toBe(body.digest());
      expect((await admin.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ServerSideEncryption).toBeUndefined();
      expect(lines.some((line) => line.level === 40 && /unencrypted/.test(line.msg))).toBe(true);
      withoutKms.close();
      await proxy.close();
    });
  });

  describe('failed uploads', () => {
    it('when a multipart upload fails midway, then no incomplete upload is left in the bucket', async () => {
      const key = aKey();

      await expect(storage.put(key, generatedStream(16 * MB, { failAfter: 11 * MB }).stream, 'application/pdf')).rejects.toThrow();

      const uploads = await admin.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: key }));
      expect(uploads.Uploads ?? []).toEqual([]);
      expect(await storage.head(key)).toBeUndefined();
    });
  });
});

/** Forwards to the S3 server, except that any request asking for SSE gets MinIO's answer when it has no KMS. */
async function refusingEncryptionProxy(target: string) {
  let refused = 0;
  const proxy = http.createServer((request, response) => {
    if (request.headers['x-amz-server-side-encryption']) {
      refused++;
      request.resume();
      response.writeHead(501, { 'content-type': 'application/xml' }).end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NotImplemented</Code>' +
          '<Message>Server side encryption specified but KMS is not configured</Message>' +
          `<Resource>${request.url}</Resource><RequestId>proxy</RequestId></Error>`,
      );
      return;
    }
    const headers = { ...request.headers };
    delete headers.expect;
    const upstream = http.request(new URL(request.url!, target), { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error) => response.destroy(error));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      proxy.closeAllConnections();
    }),
  };
}

async function emptyAndRemove(client: S3Client, bucket: string): Promise<void> {
  for (;;) {
    const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    if (!listing.Contents?.length) break;
    for (const object of listing.Contents) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key! }));
  }
  await client.send(new DeleteBucketCommand({ Bucket: bucket }));
}
