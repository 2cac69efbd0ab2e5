import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What DATA_DIR holds beside the embedded database, and a backup carries: the listing images
 * (`uploads/`), the private documents (`documents/`: sale PDFs, firms' papers, invoices) and the
 * generated code key (`secrets.json`, when AUTH_SECRET is not set).
 */
export const DATA_FILES = ['uploads', 'documents', 'secrets.json'] as const;

/**
 * Hard-links every file under `from` into `to` (same tree), skipping those already there; a file
 * on another device is copied. A link is a second name for the same bytes, so a file deleted
 * from `from` afterwards stays in `to` as it was. The stored files are write-once (a new key per
 * upload, never rewritten in place), so a link is never a half-written file.
 */
export async function linkTree(from: string, to: string): Promise<number> {
  let stat;
  try {
    stat = await fs.lstat(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (stat.isDirectory()) {
    await fs.mkdir(to, { recursive: true, mode: 0o700 });
    let count = 0;
    for (const entry of await fs.readdir(from)) {
      count += await linkTree(path.join(from, entry), path.join(to, entry));
    }
    return count;
  }
  if (!stat.isFile()) return 0;
  try {
    await fs.link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return 0;
    // Gone between readdir and link: it was deleted, so it is not part of this moment either.
    if (code === 'ENOENT') return 0;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await fs.copyFile(from, to);
  }
  return 1;
}

/** Whether `file` exists. */
export async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
