import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open.ts';
import { createIdentityCrypto, rotateIdentityKeys } from './modules/identity/index.ts';

/**
 * `npm run identity:rotate-keys` (decision 064): moves every stored identity number to the first
 * key of IDENTITY_ENCRYPTION_KEYS and IDENTITY_HMAC_KEYS. List the new key first and keep the
 * old ones after it until this reports the move; then remove the old ones. On PostgreSQL it may
 * run beside the serving app; on the embedded PGlite the app must be stopped (one process holds
 * DATA_DIR).
 */
export async function rotateWithConfig(config: Config, database: Database) {
  await database.migrate();
  const crypto = createIdentityCrypto({
    encryption: config.identity.encryptionKeys,
    hmac: config.identity.hmacKeys,
  });
  return rotateIdentityKeys(database.db, crypto);
}

async function main() {
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
  try {
    if (!config.databaseUrl) lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config);
  try {
    const { rotated, keys } = await rotateWithConfig(config, database);
    console.log(
      `Kimlik numaraları güncel anahtarlara taşındı: ${rotated} kayıt ` +
        `(şifreleme: ${keys.encryption}, HMAC: ${keys.hmac}). Eski anahtarlar artık yapılandırmadan çıkarılabilir.`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
