import fs from 'node:fs/promises';
import path from 'node:path';

/** One backup written: where, how big, when, and how many stored files it carries. */
export type BackupRecord = { file: string; bytes: number; createdAt: string; files: number };

/** DATA_DIR/backups: the default place of backups and of the last one's record. */
export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

const recordFile = (dataDir: string) => path.join(backupsDir(dataDir), 'last-backup.json');

export async function recordLastBackup(dataDir: string, record: BackupRecord): Promise<void> {
  const file = recordFile(dataDir);
  const partial = `${file}.partial`;
  await fs.writeFile(partial, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(partial, file);
}

/**
 * The last backup this data directory's instance (or `npm run backup`) wrote, or null: for the
 * operator's system page (`/admin/system`).
 */
export async function lastBackup(dataDir: string): Promise<BackupRecord | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(recordFile(dataDir), 'utf8')) as BackupRecord;
    if (typeof parsed.file !== 'string' || typeof parsed.createdAt !== 'string') return null;
    return parsed;
  } catch {
    return null;
  }
}
