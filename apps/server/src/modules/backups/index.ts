/**
 * The backups module's face (decision 089): a consistent backup of the embedded database and
 * DATA_DIR's stored files, written by the instance that has the database open (asked through its
 * control socket) or by `npm run backup` when none runs; the restore on a stopped instance; the
 * last backup's record for the operator's system page.
 */
export { backupDataDir, restoreDataDir } from './backup-commands.ts';
export { askInstanceForBackup, ControlError } from './control-client.ts';
export { controlSocketPath, startControlSocket, type ControlSocket } from './control-socket.ts';
export { lastBackup, type BackupRecord } from './last-backup.ts';
export { restoreBackup, RestoreError, type RestoreReport } from './restore-backup.ts';
export { writeBackup, type BackupManifest } from './write-backup.ts';
