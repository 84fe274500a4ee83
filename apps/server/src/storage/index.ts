import { join } from 'node:path';
import { localStorage, memoryStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './types';

export { STORAGE_KEY, FILES_PATH, fileUrl, keyOfUrl, type Storage, type StoredObject } from './types';
export { localStorage, memoryStorage } from './local';

type StorageConfig = {
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
};

/** S3-compatible storage when S3_ENDPOINT and S3_BUCKET are set, else DATA_DIR/files (memory for DATA_DIR=memory://). */
export function storageFor(config: StorageConfig): Storage {
  if (config.S3_ENDPOINT && config.S3_BUCKET) {
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  if (config.DATA_DIR === 'memory://') return memoryStorage();
  return localStorage(join(config.DATA_DIR, 'files'));
}
