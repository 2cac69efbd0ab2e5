import path from 'node:path';
import type { Config } from '../../config/env.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration names: DATA_DIR/uploads (served at /uploads) or S3. */
export function createStorage(config: Config): Storage {
  if (config.storage.provider === 's3') return createS3Storage(config.storage);
  return createDiskStorage({ dir: path.join(config.dataDir, 'uploads'), publicPath: '/uploads' });
}
