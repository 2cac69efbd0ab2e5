/** Where uploaded and generated files (listing images) live. Disk by default, S3 in production. */
export type StoredFile = {
  /** Storage key, e.g. 'listings/3f2c…/a1b2c3.jpg'. */
  key: string;
  /** Public URL the browser loads, e.g. '/uploads/listings/…' or an S3/CDN URL. */
  url: string;
};

export type Storage = {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  delete(key: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  /**
   * The key behind a public URL this storage handed out, or null for a URL it does not own
   * (an image of another storage, an outside link): the database keeps URLs, not keys.
   */
  keyFromUrl(url: string): string | null;
};

/** Keys are relative paths of safe characters; '..' and absolute paths never reach a backend. */
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').includes('..') && !key.includes('//');
}

/** The key of `url` under `base` ('/uploads', 'https://cdn.example.com/bucket'), if any. */
export function keyUnder(base: string, url: string): string | null {
  const prefix = `${base.replace(/\/+$/, '')}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isSafeKey(key) ? key : null;
}
