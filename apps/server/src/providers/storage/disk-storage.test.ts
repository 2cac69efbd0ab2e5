import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-disk-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('disk storage', () => {
  const storage = createDiskStorage({ dir, publicPath: '/uploads' });

  it('writes, serves under /uploads and deletes a file', async () => {
    const stored = await storage.put('listings/a/1.webp', Buffer.from('img'), 'image/webp');
    expect(stored.url).toBe('/uploads/listings/a/1.webp');
    expect(fs.readFileSync(path.join(dir, 'listings/a/1.webp'), 'utf8')).toBe('img');
    expect(storage.keyFromUrl(stored.url)).toBe('listings/a/1.webp');
    await storage.delete(stored.key);
    expect(fs.existsSync(path.join(dir, 'listings/a/1.webp'))).toBe(false);
  });

  it('reads a stored file back, and null for a missing one', async () => {
    await storage.put('documents/a/1.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect((await storage.read('documents/a/1.pdf'))?.toString()).toBe('%PDF-1.7');
    expect(await storage.read('documents/a/2.pdf')).toBeNull();
    await expect(storage.read('../x.pdf')).rejects.toThrow();
  });

  it('refuses keys that leave its folder and URLs it did not hand out', async () => {
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.put('a/../../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(storage.keyFromUrl('/uploads/../secrets.json')).toBeNull();
    expect(storage.keyFromUrl('https://example.com/uploads/a.webp')).toBeNull();
  });
});
