import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { onPostgres } from '../../../test/helpers/database.ts';
import { createListingStatisticsJob } from './listing-statistics.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('listing statistics', () => {
  it.skipIf(onPostgres)('vacuums and analyses the listings on PGlite when started', async () => {
    const job = createListingStatisticsJob(t.app.deps);
    expect(job).not.toBeNull();
    job?.start();
    await job?.stop(); // waits for the pass the start ran
    const result = await t.database.pglite!.query<{ relname: string; analysed: boolean }>(
      `select relname, (last_analyze is not null and last_vacuum is not null) as analysed
         from pg_stat_user_tables where relname in ('listings', 'listing_images') order by relname`,
    );
    expect(result.rows).toEqual([
      { relname: 'listing_images', analysed: true },
      { relname: 'listings', analysed: true },
    ]);
  });

  it.runIf(onPostgres)('is no job on PostgreSQL, whose autovacuum does it', () => {
    expect(createListingStatisticsJob(t.app.deps)).toBeNull();
  });
});
