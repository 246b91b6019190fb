import path from 'node:path';
import { ConfigError, type Config } from '../../config.js';
import type { Logger } from '../../platform/logger.js';
import type { BlobStorage } from './blob-storage.js';
import { LocalBlobStorage } from './local-blob-storage.js';
import { S3BlobStorage } from './s3-blob-storage.js';

export { BlobNotFoundError, assertBlobKey, type BlobStorage } from './blob-storage.js';
export { LocalBlobStorage } from './local-blob-storage.js';
export { S3BlobStorage, type S3BlobStorageOptions, type ServerSideEncryptionMode } from './s3-blob-storage.js';
export { startOrphanSweeper, sweepOrphanUploads, type OrphanSweepOptions, type OrphanSweeperOptions } from './orphan-sweeper.js';

export type StorageConfig = Pick<
  Config,
  'storage' | 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/** The configured storage: `<DATA_DIR>/uploads` on local disk, or the S3 bucket. Touches nothing yet. */
export function createBlobStorage(config: StorageConfig, logger?: Logger): LocalBlobStorage | S3BlobStorage {
  switch (config.storage) {
    case 'local':
      return new LocalBlobStorage(path.join(config.DATA_DIR, 'uploads'));
    case 's3': {
      if (!config.S3_BUCKET) throw new ConfigError('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
      if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
        throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
      }
      const credentials =
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined;
      return new S3BlobStorage({ bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT, region: config.S3_REGION, credentials, logger });
    }
    default: {
      const unknown: never = config.storage;
      throw new ConfigError(`Invalid configuration: STORAGE=${String(unknown)}`);
    }
  }
}

/** The configured storage, ready: the bucket exists (created if missing) and its encryption is known. */
export async function openBlobStorage(config: StorageConfig, logger: Logger): Promise<BlobStorage> {
  const storage = createBlobStorage(config, logger);
  if (storage instanceof S3BlobStorage) {
    await storage.ensureBucket();
    logger.info({ storage: 's3', bucket: storage.bucket, encryption: await storage.encryption() }, 'document storage ready');
  } else {
    logger.info({ storage: 'local', rootDir: storage.rootDir }, 'document storage ready');
  }
  return storage;
}
