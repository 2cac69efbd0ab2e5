import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { pgliteOptions } from '../../db/client.ts';
import { DATA_FILES, exists } from './data-files.ts';
import type { BackupManifest } from './write-backup.ts';

/** A restore refused or failed; the message is the operator's, in Turkish. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

export type RestoreReport = {
  manifest: BackupManifest;
  /** Where the data directory's previous contents were moved (null: there were none). */
  previous: string | null;
  listings: number;
  bids: number;
};

/** The restored names: the database and the stored files. */
const RESTORED = ['pglite', ...DATA_FILES] as const;

async function readManifest(staging: string): Promise<BackupManifest> {
  try {
    const manifest = JSON.parse(
      await fs.readFile(path.join(staging, 'manifest.json'), 'utf8'),
    ) as Partial<BackupManifest>;
    if (manifest.app === 'arsamezat' && manifest.format === 1 && manifest.database === 'pglite') {
      if (await exists(path.join(staging, 'pglite.tar'))) return manifest as BackupManifest;
    }
  } catch {
    // Not JSON, or no manifest: not one of ours.
  }
  throw new RestoreError('Bu dosya bir ArsaMezat yedeği değil (manifest.json okunamadı).');
}

async function openAndCount(pgliteDir: string, dump: Buffer) {
  const client = await PGlite.create({
    dataDir: pgliteDir,
    loadDataDir: new Blob([new Uint8Array(dump)]),
    ...pgliteOptions(),
  });
  try {
    const listings = await client.query<{ n: number }>('select count(*)::int as n from listings');
    const bids = await client.query<{ n: number }>('select count(*)::int as n from bids');
    return { listings: listings.rows[0]?.n ?? 0, bids: bids.rows[0]?.n ?? 0 };
  } finally {
    await client.close();
  }
}

/**
 * Brings a backup back into DATA_DIR (decision 089). The caller holds the data directory's lock:
 * no instance runs. The archive is unpacked beside the data (tar refuses absolute paths and
 * `..`), checked, then the current database and stored files are moved aside — never deleted —
 * into DATA_DIR/before-restore-<time>, the backup's files take their place and the database is
 * loaded from its dump and opened once (a WAL replay, then a count of listings and bids). If any
 * step fails, what was restored is removed and the previous contents are moved back.
 */
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  now?: () => Date;
}): Promise<RestoreReport> {
  const { dataDir } = options;
  const archive = path.resolve(options.archive);
  if (!(await exists(archive))) throw new RestoreError(`Yedek dosyası bulunamadı: ${archive}`);
  await fs.mkdir(dataDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(dataDir, '.restore-'));
  try {
    try {
      await tar.extract({ file: archive, cwd: staging, strict: true });
    } catch {
      throw new RestoreError(`Yedek dosyası açılamadı (tar.gz değil ya da bozuk): ${archive}`);
    }
    const manifest = await readManifest(staging);
    const dump = await fs.readFile(path.join(staging, 'pglite.tar'));

    const stamp = (options.now ?? (() => new Date()))().toISOString().replace(/[:.]/g, '-');
    const aside = path.join(dataDir, `before-restore-${stamp}`);
    const moved: string[] = [];
    for (const name of RESTORED) {
      if (!(await exists(path.join(dataDir, name)))) continue;
      await fs.mkdir(aside, { recursive: true, mode: 0o700 });
      await fs.rename(path.join(dataDir, name), path.join(aside, name));
      moved.push(name);
    }
    try {
      for (const name of DATA_FILES) {
        const from = path.join(staging, 'files', name);
        if (await exists(from)) await fs.rename(from, path.join(dataDir, name));
      }
      const counts = await openAndCount(path.join(dataDir, 'pglite'), dump);
      return { manifest, previous: moved.length > 0 ? aside : null, ...counts };
    } catch (error) {
      for (const name of RESTORED) {
        await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
      }
      for (const name of moved) await fs.rename(path.join(aside, name), path.join(dataDir, name));
      // Only when empty again: what could not be moved back stays there, never deleted.
      if (moved.length > 0) await fs.rmdir(aside).catch(() => undefined);
      throw error;
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
