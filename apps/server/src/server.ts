import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { openDatabase } from './db/open.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { createJobs } from './jobs.ts';
import { startControlSocket, writeBackup } from './modules/backups/index.ts';
import { createShutdown } from './shutdown.ts';
import { prepareDatabase } from './startup/prepare.ts';
import { describeStartupError } from './startup/startup-error.ts';
import { adminStartupLines, demoFirmStartupLines } from './startup/startup-report.ts';

/** Process entry: configuration, lock, database, migrations, demo content, listen, then the jobs. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`\n${error.message}\n`);
        process.exit(1);
      }
      throw error;
    }
  }

  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  console.log('  Veritabanı hazırlanıyor (ilk açılışta demo içerik ve görseller üretilir)…');
  const report = await prepareDatabase({ ...app.deps, log: app.log });
  if (report.sales.salesOpened > 0 || report.sales.feesKept > 0) {
    app.log.info(report.sales, 'sales opened for earlier wins, ended sales fees kept (080, 079)');
  }

  // Every timer, queue and schedule (jobs.ts); started after listen, stopped before close.
  const jobs = createJobs(app.deps, app.services);
  // PGlite allows one process: `npm run backup` asks this one, over DATA_DIR/run/control.sock.
  const pglite = database.pglite;
  const control = pglite
    ? await startControlSocket({
        dataDir: config.dataDir,
        takeBackup: (target) => writeBackup({ pglite, dataDir: config.dataDir, target }),
        log: app.log,
      })
    : null;
  // SIGTERM drains (decision 089): ready 503, streams told to reconnect, jobs and a backup in
  // progress finished, requests in flight answered; then exit, or exit 1 past the timeout.
  const shutdown = createShutdown({
    app,
    stoppables: [...(control ? [control] : []), jobs],
    timeoutMs: config.shutdownTimeoutMs,
    release: () => lock?.release(),
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  ${config.siteName} çalışıyor: http://localhost:${port}`,
    `  Veritabanı: ${database.kind === 'pglite' ? `PGlite (${path.join(config.dataDir, 'pglite')})` : 'PostgreSQL'}`,
  ];
  lines.push(...adminStartupLines(report.admin, config));
  if (report.seeded) {
    lines.push(
      `  Demo içerik yüklendi: ${report.seeded.listings} ilan, ${report.seeded.firms} satıcı firma.`,
    );
    lines.push(...demoFirmStartupLines(report.seeded, config));
  }
  console.log(`${lines.join('\n')}\n`);
}

// A start-up failure prints a sanitized text: a raw driver or Drizzle error would print the query's
// parameters (an admin's password hash, a token) to stderr, which log collectors keep.
main().catch((error: unknown) => {
  console.error(describeStartupError(error));
  process.exit(1);
});
