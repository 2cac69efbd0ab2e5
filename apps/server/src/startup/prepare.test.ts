import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/helpers/database.ts';
import { loadConfig } from '../config/env.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { listings } from '../db/schema/listings.ts';
import { users } from '../db/schema/users.ts';
import { createDiskStorage } from '../providers/storage/disk-storage.ts';
import { prepareDatabase } from './prepare.ts';

const INSTANCES = 4;
const silent = { info: () => undefined, warn: () => undefined } as never;

/** A fresh, empty (not even migrated) database on the test server; dropped by `drop`. */
async function freshDatabase(serverUrl: string) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

// Several processes on one server: PGlite is one process by design (the data-directory lock).
describe.skipIf(!onPostgres)('instances starting together on a fresh PostgreSQL database', () => {
  // With the demo content on, as `npm start` does: the seed's own lock once waited for the
  // start-up lock held by the same instance, and no instance ever came up (issue 24).
  it('all come up: migrations, one admin, one set of demo listings, one instance at a time', async () => {
    const fresh = await freshDatabase(process.env.TEST_DATABASE_URL!);
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-prepare-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      ADMIN_PHONE: '5320001122',
      ADMIN_PASSWORD: 'Konya-Arsa-2026',
    });
    const instances: Database[] = Array.from({ length: INSTANCES }, () =>
      openPostgres(fresh.url, 4),
    );
    try {
      const results = await Promise.allSettled(
        instances.map((database) =>
          prepareDatabase({
            config,
            database,
            storage: createDiskStorage({ dir: uploads, publicPath: '/uploads' }),
            clock: () => new Date(),
            log: silent,
          }),
        ),
      );
      expect(results.map((result) => result.status)).toEqual(Array(INSTANCES).fill('fulfilled'));
      const created = results.filter(
        (result) => result.status === 'fulfilled' && result.value.admin.created,
      );
      expect(created).toHaveLength(1);
      const admins = await instances[0]!.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.phone, '5320001122'));
      expect(admins).toEqual([{ role: 'admin' }]);
      const seeded = results.flatMap((result) =>
        result.status === 'fulfilled' && result.value.seeded ? [result.value.seeded] : [],
      );
      expect(seeded).toHaveLength(1);
      // The report counts the published catalogue; a demo firm's draft and submitted listing are not in it.
      const [stored] = await instances[0]!.db
        .select({ n: count() })
        .from(listings)
        .where(eq(listings.publication, 'published'));
      expect(stored?.n).toBe(seeded[0]!.listings);
      expect(stored?.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await fresh.drop();
      fs.rmSync(uploads, { recursive: true, force: true });
    }
  }, 120_000);
});
