import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, keyUnder, type Storage, type StoredFile } from './storage.ts';

/** Files under DATA_DIR/uploads, served by the app at `publicPath` (default storage). */
export function createDiskStorage(options: { dir: string; publicPath: string }): Storage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
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
    async read(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    keyFromUrl: (url) => keyUnder(options.publicPath, url),
  };
}
