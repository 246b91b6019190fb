import path from 'node:path';
import { ConfigError, type Config } from '../../config.js';
import type { Logger } from '../../platform/logger.js';
import type { BlobStorage } from './blob-storage.js';
import { LocalBlobStorage } from './local-blob-storage.js';
import type { S3BlobStorage, S3BlobStorageOptions } from './s3-blob-storage.js';

export { BlobNotFoundError, assertBlobKey, type BlobStorage } from './blob-storage.js';
export { LocalBlobStorage } from './local-blob-storage.js';
export type { S3BlobStorage, S3BlobStorageOptions, ServerSideEncryptionMode } from './s3-blob-storage.js';
export { startOrphanSweeper, sweepOrphanUploads, type OrphanSweepOptions, type OrphanSweeperOptions } from './orphan-sweeper.js';

export type StorageConfig = Pick<
  Config,
  'storage' | 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/** The configured storage: `<DATA_DIR>/uploads` on local disk, or the S3 bucket. Touches nothing yet. */
export function createBlobStorage(config: StorageConfig, logger?: Logger): BlobStorage {
  const options = s3Options(config, logger);
  return options ? lazyS3(options) : new LocalBlobStorage(path.join(config.DATA_DIR, 'uploads'));
}

/** The configured storage, ready: the bucket exists (created if missing) and its encryption is known. */
export async function openBlobStorage(config: StorageConfig, logger: Logger): Promise<BlobStorage> {
  const options = s3Options(config, logger);
  if (!options) {
    const storage = new LocalBlobStorage(path.join(config.DATA_DIR, 'uploads'));
    logger.info({ storage: 'local', rootDir: storage.rootDir }, 'document storage ready');
    return storage;
  }
  const storage = await openS3(options);
  await storage.ensureBucket();
  logger.info({ storage: 's3', bucket: storage.bucket, encryption: await storage.encryption() }, 'document storage ready');
  return storage;
}

// The AWS SDK is about 40 MiB loaded: only a process configured for S3 loads it.
const openS3 = async (options: S3BlobStorageOptions): Promise<S3BlobStorage> => new (await import('./s3-blob-storage.js')).S3BlobStorage(options);

/** S3 storage for tools that may never touch a document: the SDK is loaded by the first call. */
function lazyS3(options: S3BlobStorageOptions): BlobStorage {
  let opening: Promise<S3BlobStorage> | undefined;
  const storage = () => (opening ??= openS3(options));
  return {
    kind: 's3',
    put: async (key, body, contentType) => (await storage()).put(key, body, contentType),
    get: async (key) => (await storage()).get(key),
    head: async (key) => (await storage()).head(key),
    delete: async (key) => (await storage()).delete(key),
  };
}

function s3Options(config: StorageConfig, logger?: Logger): S3BlobStorageOptions | undefined {
  switch (config.storage) {
    case 'local':
      return undefined;
    case 's3': {
      if (!config.S3_BUCKET) throw new ConfigError('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
      if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
        throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
      }
      const credentials =
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined;
      return { bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT, region: config.S3_REGION, credentials, logger };
    }
    default: {
      const unknown: never = config.storage;
      throw new ConfigError(`Invalid configuration: STORAGE=${String(unknown)}`);
    }
  }
}
