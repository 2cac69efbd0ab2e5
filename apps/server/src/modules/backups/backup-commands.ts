import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../config/env.ts';
import { pgliteOptions } from '../../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock.ts';
import { askInstanceForBackup, ControlError } from './control-client.ts';
import { exists } from './data-files.ts';
import type { BackupRecord } from './last-backup.ts';
import { restoreBackup, RestoreError, type RestoreReport } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const ON_POSTGRES =
  'DATABASE_URL tanımlı: veritabanı PostgreSQL sunucusunda. Yedek için pg_dump -Fc, geri yükleme ' +
  'için pg_restore kullanın (README, "Yedekleme ve geri yükleme").';

/**
 * `npm run backup [FILE]`: the running instance writes it (it has the database open, and PGlite
 * allows one process), asked through its control socket; when none runs, this process takes the
 * data directory's lock and writes it with the same code.
 */
export async function backupDataDir(
  config: Config,
  target?: string,
): Promise<{ backup: BackupRecord; by: { instance: number } | 'this-process' }> {
  if (config.databaseUrl) throw new ControlError(ON_POSTGRES);
  const resolved = target === undefined ? undefined : path.resolve(target);
  if (resolved !== undefined && !resolved.endsWith('.tar.gz')) {
    throw new ControlError('Yedek dosyasının adı .tar.gz ile bitmelidir.');
  }
  let lock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const backup = await askInstanceForBackup(config.dataDir, resolved);
    return { backup, by: { instance: error.pid } };
  }
  try {
    const pgliteDir = path.join(config.dataDir, 'pglite');
    if (!(await exists(path.join(pgliteDir, 'PG_VERSION')))) {
      throw new ControlError(`Yedeklenecek veritabanı bulunamadı: ${pgliteDir}`);
    }
    const pglite = await PGlite.create({ dataDir: pgliteDir, ...pgliteOptions() });
    try {
      const backup = await writeBackup({ pglite, dataDir: config.dataDir, target: resolved });
      return { backup, by: 'this-process' };
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/** `npm run restore FILE`: only on a stopped instance — the data directory's lock says so. */
export async function restoreDataDir(config: Config, archive: string): Promise<RestoreReport> {
  if (config.databaseUrl) throw new RestoreError(ON_POSTGRES);
  let lock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new RestoreError(
      `Sunucu çalışıyor (PID ${error.pid}). Geri yükleme yalnızca durdurulmuş sunucuda yapılır: ` +
        'önce sunucuyu durdurun.',
    );
  }
  try {
    return await restoreBackup({ archive, dataDir: config.dataDir });
  } finally {
    lock.release();
  }
}
