import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { onPostgres } from '../../../test/helpers/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('listing statistics', () => {
  it.skipIf(onPostgres)('vacuums and analyses the listings on PGlite once ready', async () => {
    const result = await t.database.pglite!.query<{ relname: string; analysed: boolean }>(
      `select relname, (last_analyze is not null and last_vacuum is not null) as analysed
         from pg_stat_user_tables where relname in ('listings', 'listing_images') order by relname`,
    );
    expect(result.rows).toEqual([
      { relname: 'listing_images', analysed: true },
      { relname: 'listings', analysed: true },
    ]);
  });
});
