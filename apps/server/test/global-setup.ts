import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client.ts';

/**
 * Migrates one PGlite database once and hands test files its dump, so each file starts from a
 * migrated copy in a fraction of the time of initdb + migrations. On PostgreSQL
 * (TEST_DATABASE_URL) each file creates its own database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create();
  const database = openPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-pglite-')),
    'migrated.tar',
  );
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
