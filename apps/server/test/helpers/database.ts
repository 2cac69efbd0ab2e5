import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts';

/** True when the suite runs against a real PostgreSQL server (CI's second run). */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh, migrated, empty database for one test file: a copy of the migrated PGlite template, or
 * a throw-away database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return openPglite(client);
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 20);
  await database.migrate();
  const close = database.close.bind(database);
  return {
    ...database,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
