import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createStorage } from './create-storage.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import { startFakeS3 } from './testing/fake-s3.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3({ deniedBuckets: ['kapali'] });
});
afterAll(() => s3.close());

const options = (): S3StorageOptions => ({
  endpoint: s3.endpoint,
  region: 'eu-central-1',
  bucket: 'ilanlar',
  accessKeyId: 'TESTKEY',
  secretAccessKey: 'test-secret-key',
  publicUrl: 'https://cdn.example.com/ilanlar/',
  forcePathStyle: true,
});

describe('S3 storage', () => {
  it('puts an object with its type and a signed request, and answers its public URL', async () => {
    const storage = createS3Storage(options());
    const body = Buffer.from('webp-bytes');
    const stored = await storage.put('listings/abc/1.webp', body, 'image/webp');
    expect(stored).toEqual({
      key: 'listings/abc/1.webp',
      url: 'https://cdn.example.com/ilanlar/listings/abc/1.webp',
    });
    const object = s3.objects.get('/ilanlar/listings/abc/1.webp');
    expect(object?.body.equals(body)).toBe(true);
    expect(object?.contentType).toBe('image/webp');
    expect(object?.cacheControl).toContain('immutable');
    const put = s3.requests.find((r) => r.method === 'PUT');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/eu-central-1\/s3\/aws4_request/,
    );
    expect(JSON.stringify(s3.requests)).not.toContain('test-secret-key');
  });

  it('reads an object back, and null for a missing one', async () => {
    const storage = createS3Storage(options());
    await storage.put('documents/abc/1.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect((await storage.read('documents/abc/1.pdf'))?.toString()).toBe('%PDF-1.7');
    expect(await storage.read('documents/abc/2.pdf')).toBeNull();
  });

  it('deletes an object', async () => {
    const storage = createS3Storage(options());
    await storage.put('listings/abc/2.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('listings/abc/2.webp');
    expect(s3.objects.has('/ilanlar/listings/abc/2.webp')).toBe(false);
    expect(s3.requests.at(-1)?.method).toBe('DELETE');
  });

  it('maps its own public URLs back to keys, and no others', () => {
    const storage = createS3Storage(options());
    expect(storage.keyFromUrl('https://cdn.example.com/ilanlar/listings/abc/1.webp')).toBe(
      'listings/abc/1.webp',
    );
    expect(storage.keyFromUrl('/uploads/listings/abc/1.webp')).toBeNull();
    expect(storage.keyFromUrl('https://cdn.example.com/ilanlar/../secret')).toBeNull();
  });

  it('reports a refused upload and never sends an unsafe key', async () => {
    const storage = createS3Storage({ ...options(), bucket: 'kapali' });
    await expect(storage.put('listings/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Access Denied/,
    );
    const before = s3.requests.length;
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe storage key/,
    );
    expect(s3.requests.length).toBe(before);
  });

  it('is picked by STORAGE=s3, which needs its bucket, keys and public URL', async () => {
    const storage = createStorage(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'ilanlar',
        S3_ACCESS_KEY_ID: 'TESTKEY',
        S3_SECRET_ACCESS_KEY: 'test-secret-key',
        S3_PUBLIC_URL: 'https://cdn.example.com/ilanlar',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    expect(storage.kind).toBe('s3');
    await storage.put('listings/abc/3.webp', Buffer.from('y'), 'image/webp');
    expect(s3.objects.has('/ilanlar/listings/abc/3.webp')).toBe(true);
    expect(createStorage(loadConfig({})).kind).toBe('disk');
    expect(() => loadConfig({ STORAGE: 's3', S3_SECRET_ACCESS_KEY: 'gizli-anahtar' })).toThrow(
      /S3_BUCKET: required when STORAGE=s3[\s\S]*S3_PUBLIC_URL: required/,
    );
  });
});
