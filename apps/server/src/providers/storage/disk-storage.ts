import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredFile } from './storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

/** Files under DATA_DIR/uploads, served by the app at `publicPath` (default storage). */
export function createDiskStorage(options: { dir: string; publicPath: string }): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(options.dir, key);
  };
  return {
    kind: 'disk',
    async put(key, data): Promise<StoredFile> {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
      return { key, url: `${options.publicPath}/${key}` };
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
