import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config/env.ts';
import { openPglite, openPostgres, pgliteOptions, type Database } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/pglite. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const client = await PGlite.create({
    dataDir: path.join(config.dataDir, 'pglite'),
    ...pgliteOptions(),
  });
  return openPglite(client);
}
