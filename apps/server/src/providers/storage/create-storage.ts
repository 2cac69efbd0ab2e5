import path from 'node:path';
import type { Config } from '../../config/env.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/**
 * Where listing documents live (decision 033): never a public URL. On disk DATA_DIR/documents,
 * which nothing serves; on S3 the same bucket under `documents/`, private objects (only
 * `listings/` may be publicly readable in the bucket policy). Downloads go through the app.
 */
export function createDocumentStorage(config: Config): Storage {
  if (config.storage.provider === 's3') return createS3Storage(config.storage);
  return createDiskStorage({ dir: path.join(config.dataDir, 'documents'), publicPath: '/private' });
}

/** The storage the configuration names: DATA_DIR/uploads (served at /uploads) or S3. */
export function createStorage(config: Config): Storage {
  if (config.storage.provider === 's3') return createS3Storage(config.storage);
  return createDiskStorage({ dir: path.join(config.dataDir, 'uploads'), publicPath: '/uploads' });
}
