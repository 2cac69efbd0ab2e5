import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSafeKey, keyUnder, type Storage, type StoredFile } from './storage.ts';

export type S3StorageOptions = {
  /** An S3-compatible endpoint (MinIO, R2, Spaces…); unset for AWS itself. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects: `${publicUrl}/${key}` (bucket URL or CDN). */
  publicUrl: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted). */
  forcePathStyle: boolean;
};

/** Random file names never change content, so browsers and CDNs may keep them for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Images in an S3-compatible bucket (the production storage; several instances share it). */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer
    // default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const publicBase = options.publicUrl.replace(/\/+$/, '');
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };

  return {
    kind: 's3',
    async put(key, data, contentType): Promise<StoredFile> {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: checked(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: CACHE_CONTROL,
        }),
      );
      return { key, url: `${publicBase}/${key}` };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checked(key) }));
    },
    async read(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: checked(key) }),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        throw error;
      }
    },
    keyFromUrl: (url) => keyUnder(publicBase, url),
  };
}
