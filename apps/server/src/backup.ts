import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config/env.ts';
import { backupDataDir, ControlError } from './modules/backups/index.ts';

/**
 * `npm run backup [FILE]` (decision 089): a consistent backup of the embedded database and
 * DATA_DIR's stored files into one .tar.gz — by the running instance when one runs (asked through
 * DATA_DIR/run/control.sock), else by this process. Default place: DATA_DIR/backups.
 */
async function main() {
  try {
    const config = loadConfig();
    const { backup, by } = await backupDataDir(config, process.argv[2]);
    const who =
      by === 'this-process' ? 'sunucu çalışmıyordu' : `çalışan sunucu, PID ${by.instance}`;
    const megabytes = (backup.bytes / 1024 / 1024).toFixed(1);
    console.log(
      `Yedek alındı (${who}): ${backup.file}\n` +
        `  ${megabytes} MB, ${backup.files} dosya, ${backup.createdAt}`,
    );
  } catch (error) {
    if (error instanceof ConfigError || error instanceof ControlError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
