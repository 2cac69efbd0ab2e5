import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { backfillListingPlaces } from '../modules/locations/index.ts';
import { backfillSales, type SaleBackfillReport } from '../modules/sales/index.ts';
import { ensureAdmin, type AdminReport } from '../modules/users/index.ts';
import type { Storage } from '../providers/storage/storage.ts';
import { seedDemoContent, type DemoSeedReport } from '../seed/seed-demo.ts';

export type PrepareReport = {
  admin: AdminReport;
  seeded: DemoSeedReport | null;
  sales: SaleBackfillReport;
};

/**
 * Start-up work on the database, in order: migrations, the district and neighbourhood codes of
 * older listings (decision 082), the sales of wins from before the sales table (decisions 079,
 * 080; idempotent), the administrator, demo content on an empty database. One instance at a
 * time (an advisory lock on PostgreSQL), so any number of
 * instances may start together on a fresh database.
 */
export async function prepareDatabase(deps: {
  config: Config;
  database: Database;
  storage: Storage;
  /** The private document storage (the demo firms' application documents); none: no files. */
  documents?: Storage;
  clock: () => Date;
  log: FastifyBaseLogger;
}): Promise<PrepareReport> {
  const { config, database } = deps;
  return database.runStartupAlone(async () => {
    await database.migrate();
    await backfillListingPlaces(database.db);
    const salesReport = await backfillSales(database.db, deps.clock());
    const admin = await ensureAdmin(database.db, config.admin);
    const seeded = config.seedDemo
      ? await seedDemoContent({
          db: database.db,
          storage: deps.storage,
          ...(deps.documents ? { documents: deps.documents } : {}),
          now: deps.clock(),
          log: deps.log,
        })
      : null;
    return { admin, seeded, sales: salesReport };
  });
}
