import {
  getListingPhase,
  LISTING_PHASES,
  LISTING_STATUSES,
  type ListingPhase,
} from '@arsamezat/shared/listings/listing-phase';
import { and, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import { insertListing } from '../../../test/fixtures/listings.ts';
import type { Database } from '../client.ts';
import { listings } from '../schema/listings.ts';
import { listingOpenSql, listingPhaseSql } from './listing-phase.sql.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const HOUR = 3_600_000;

/** Windows around NOW: ahead, starting now, running, ending now, just ended, long over. */
const WINDOWS = [
  { startsAt: at(HOUR), endsAt: at(2 * HOUR) },
  { startsAt: at(1), endsAt: at(HOUR) },
  { startsAt: NOW, endsAt: at(HOUR) },
  { startsAt: at(-HOUR), endsAt: at(HOUR) },
  { startsAt: at(-HOUR), endsAt: at(1) },
  { startsAt: at(-HOUR), endsAt: NOW },
  { startsAt: at(-2 * HOUR), endsAt: at(-1) },
];

let database: Database;
const expected = new Map<string, ListingPhase>();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const status of LISTING_STATUSES) {
    for (const window of WINDOWS) {
      const id = await insertListing(database.db, { status, ...window });
      expected.set(id, getListingPhase({ status, ...window }, NOW));
    }
  }
});
afterAll(() => database.close());

async function idsWhere(condition: ReturnType<typeof listingOpenSql>): Promise<string[]> {
  const rows = await database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, [...expected.keys()]), condition));
  return rows.map((row) => row.id).sort();
}

const idsExpected = (phases: ListingPhase[]) =>
  [...expected]
    .filter(([, phase]) => phases.includes(phase))
    .map(([id]) => id)
    .sort();

describe('the SQL phase conditions agree with getListingPhase', () => {
  it('covers every phase in the fixture', () => {
    expect(new Set(expected.values())).toEqual(new Set(LISTING_PHASES));
    expect(expected.size).toBe(LISTING_STATUSES.length * WINDOWS.length);
  });

  it.each(LISTING_PHASES)('selects exactly the %s listings', async (phase) => {
    expect(await idsWhere(listingPhaseSql(phase, NOW))).toEqual(idsExpected([phase]));
  });

  it('counts active and upcoming as open, and nothing else', async () => {
    expect(await idsWhere(listingOpenSql(NOW))).toEqual(idsExpected(['active', 'upcoming']));
  });
});
