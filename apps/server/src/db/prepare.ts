import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import { ensureAdmin, type AdminReport } from '../modules/users/admin-bootstrap.ts';
import type { Storage } from '../providers/storage/storage.ts';
import type { Database } from './client.ts';
import { seedDemoContent } from './demo/seed-demo.ts';

export type PrepareReport = { admin: AdminReport; seeded: { listings: number } | null };

/** Start-up work on the database: migrations, the administrator, demo content on an empty one. */
export async function prepareDatabase(deps: {
  config: Config;
  database: Database;
  storage: Storage;
  clock: () => Date;
  log: FastifyBaseLogger;
}): Promise<PrepareReport> {
  await deps.database.migrate();
  const admin = await ensureAdmin(deps.database.db, deps.config.admin);
  const seeded = deps.config.seedDemo
    ? await seedDemoContent({
        db: deps.database.db,
        storage: deps.storage,
        now: deps.clock(),
        log: deps.log,
      })
    : null;
  return { admin, seeded };
}
