import { getMinimumNextBid } from '@arsamezat/shared/listings/listing-phase';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import type { Database } from '../client.ts';
import { listings } from '../schema/listings.ts';
import { minimumNextBidSql } from './minimum-next-bid.sql.ts';

/** Prices around each branch of the rule: no bid yet, a missing, zero and positive increment. */
const CASES = [
  { startingPrice: 100_000_00, highestBid: null, minIncrement: 1_000_00 },
  { startingPrice: 100_000_00, highestBid: null, minIncrement: 0 },
  { startingPrice: 100_000_00, highestBid: null, minIncrement: null },
  { startingPrice: 100_000_00, highestBid: 150_000_00, minIncrement: 1_000_00 },
  { startingPrice: 100_000_00, highestBid: 150_000_00, minIncrement: 0 },
  { startingPrice: 100_000_00, highestBid: 150_000_00, minIncrement: null },
  { startingPrice: 100_000_00, highestBid: 150_000_00, minIncrement: 1 },
  { startingPrice: 0, highestBid: 1, minIncrement: 0 },
];

let database: Database;
const ids: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const prices of CASES) ids.push(await insertListing(database.db, prices));
});
afterAll(() => database.close());

describe('the SQL minimum next bid agrees with getMinimumNextBid', () => {
  it.each(CASES.map((prices, index) => ({ ...prices, index })))(
    'starting $startingPrice, highest $highestBid, increment $minIncrement',
    async ({ index, ...prices }) => {
      const [row] = await database.db
        .select({
          minimum: minimumNextBidSql({
            startingPrice: listings.startingPrice,
            highestBid: listings.highestBid,
            minIncrement: listings.minIncrement,
          }).mapWith(Number),
        })
        .from(listings)
        .where(eq(listings.id, ids[index]!));
      expect(row?.minimum).toBe(getMinimumNextBid(prices));
    },
  );
});
