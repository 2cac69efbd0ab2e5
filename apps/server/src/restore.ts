import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config/env.ts';
import { restoreDataDir, RestoreError } from './modules/backups/index.ts';

/**
 * `npm run restore FILE` (decision 089): brings a backup of `npm run backup` back into DATA_DIR
 * on a stopped instance; the previous data is moved to DATA_DIR/before-restore-<time>.
 */
async function main() {
  const archive = process.argv[2];
  if (!archive) {
    console.error('Kullanım: npm run restore -- <yedek dosyası.tar.gz>');
    process.exit(1);
  }
  try {
    const report = await restoreDataDir(loadConfig(), archive);
    console.log(
      `Yedek geri yüklendi (${report.manifest.createdAt} tarihli): ` +
        `${report.listings} ilan, ${report.bids} teklif.` +
        (report.previous ? `\n  Önceki veriler şuraya taşındı: ${report.previous}` : ''),
    );
  } catch (error) {
    if (error instanceof ConfigError || error instanceof RestoreError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
