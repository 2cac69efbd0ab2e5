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
};
