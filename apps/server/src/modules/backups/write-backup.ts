import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { DATA_FILES, linkTree } from './data-files.ts';
import { backupsDir, recordLastBackup, type BackupRecord } from './last-backup.ts';

/** What `manifest.json` at the top of every backup says. */
export type BackupManifest = {
  app: 'arsamezat';
  format: 1;
  createdAt: string;
  database: 'pglite';
  /** Stored files carried under `files/` (uploads, documents, secrets.json). */
  files: number;
};

/** The archive's entries: the manifest, PGlite's data directory as a tar, the stored files. */
export const ARCHIVE_ENTRIES = ['manifest.json', 'pglite.tar', 'files'] as const;

/** `arsamezat-2026-11-27T19-05-00-000Z.tar.gz` under DATA_DIR/backups. */
export function defaultBackupFile(dataDir: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return path.join(backupsDir(dataDir), `arsamezat-${stamp}.tar.gz`);
}

/**
 * Writes one backup of the embedded database and DATA_DIR's stored files (decision 089), by the
 * process that has the database open (the running instance, or `npm run backup` when none runs).
 *
 * One moment: `dumpDataDir` runs under PGlite's query lock, so no statement runs while it copies
 * the data directory (a crash-consistent copy: a restore replays the WAL, as after a power cut).
 * The stored files are write-once (created under a new key, never rewritten, at most deleted),
 * so they are hard-linked into a staging folder just before the dump and again just after it:
 * every file a row of the dump names existed before it (written before its row committed) and
 * is in one of the two passes, even if it was deleted since. A file written after the dump may
 * come along too, unnamed by any row (harmless).
 *
 * The archive is written beside its target and renamed into place (a reader never sees half a
 * file), readable by the owner only, and recorded as the last backup.
 */
export async function writeBackup(options: {
  pglite: PGlite;
  dataDir: string;
  /** Where to write (absolute); default DATA_DIR/backups/arsamezat-<time>.tar.gz. */
  target?: string;
  now?: () => Date;
}): Promise<BackupRecord> {
  const { pglite, dataDir } = options;
  const createdAt = (options.now ?? (() => new Date()))();
  const target = path.resolve(options.target ?? defaultBackupFile(dataDir, createdAt));
  await fs.mkdir(backupsDir(dataDir), { recursive: true, mode: 0o700 });
  await fs.mkdir(path.dirname(target), { recursive: true });
  const staging = await fs.mkdtemp(path.join(backupsDir(dataDir), '.staging-'));
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  try {
    const filesDir = path.join(staging, 'files');
    await fs.mkdir(filesDir);
    const linkAll = async () => {
      let count = 0;
      for (const name of DATA_FILES) {
        count += await linkTree(path.join(dataDir, name), path.join(filesDir, name));
      }
      return count;
    };
    let files = await linkAll();
    // Shorter WAL to replay after a restore; the copy below is consistent either way.
    await pglite.query('checkpoint');
    const dump = await pglite.dumpDataDir('none');
    await fs.writeFile(path.join(staging, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()), {
      mode: 0o600,
    });
    files += await linkAll();
    const manifest: BackupManifest = {
      app: 'arsamezat',
      format: 1,
      createdAt: createdAt.toISOString(),
      database: 'pglite',
      files,
    };
    await fs.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      ...ARCHIVE_ENTRIES,
    ]);
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, target);
    const { size } = await fs.stat(target);
    const record: BackupRecord = {
      file: target,
      bytes: size,
      createdAt: manifest.createdAt,
      files,
    };
    await recordLastBackup(dataDir, record);
    return record;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.rm(partial, { force: true });
  }
}
