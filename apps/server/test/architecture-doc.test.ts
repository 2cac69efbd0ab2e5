import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * docs/architecture.md is the next engineer's map (issue 25: "every service, table and module
 * listed"), and modules/README.md lists every module: a new one that neither names fails here.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const named = (doc: string, name: string) => doc.includes(`\`${name}\``);

const modulesDir = path.join(root, 'apps/server/src/modules');
const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('docs/architecture.md and modules/README.md', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('name every server module', () => {
    const architecture = read('docs/architecture.md');
    const modulesReadme = read('apps/server/src/modules/README.md');
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((name) => !named(architecture, name))).toEqual([]);
    expect(modules.filter((name) => !named(modulesReadme, name))).toEqual([]);
  });

  it('name every table', () => {
    const architecture = read('docs/architecture.md');
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table));
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((name) => !named(architecture, name))).toEqual([]);
  });

  it('name every service the composition root builds', () => {
    const architecture = read('docs/architecture.md');
    const services = Object.keys(testApp.app.services);
    expect(services.length).toBeGreaterThan(20);
    expect(services.filter((name) => !named(architecture, name))).toEqual([]);
  });
});
