import { LISTING_PHASES, LISTING_STATUSES } from '@arsamezat/shared/listings/listing-phase';
import {
  LISTING_TABS,
  NEW_LISTINGS_WINDOW_MS,
  type ListingsQuery,
} from '@arsamezat/shared/listings/listings';
import {
  listingMatchesFilters,
  type MatchableListing,
  type MatchFilters,
} from '@arsamezat/shared/listings/saved-search-match';
import { and, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import { browseWhere } from '../../modules/listings/testing/browse-where.ts';
import type { Database } from '../client.ts';
import { listings } from '../schema/listings.ts';
import { savedSearchMatchSql } from './saved-search-match.sql.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const HOUR = 3_600_000;

const WINDOWS = [
  { startsAt: at(HOUR), endsAt: at(2 * HOUR) },
  { startsAt: NOW, endsAt: at(HOUR) },
  { startsAt: at(-HOUR), endsAt: NOW },
];
const CREATED = [at(-NEW_LISTINGS_WINDOW_MS), at(-NEW_LISTINGS_WINDOW_MS - 1)];
const CITIES = ['Muğla', 'İzmir'];
const PRICES = [99_999_99, 100_000_00, 100_000_01];

const FILTERS: MatchFilters[] = [];
for (const tab of LISTING_TABS) {
  for (const phase of LISTING_PHASES) {
    FILTERS.push({ tab, phase, cities: [] });
    FILTERS.push({ tab, phase, cities: ['İzmir'], minPrice: 100_000_00 });
    FILTERS.push({ tab, phase, cities: ['Muğla', 'İzmir'], maxPrice: 100_000_00 });
    FILTERS.push({ tab, phase, cities: [], minPrice: 100_000_00, maxPrice: 100_000_00 });
  }
}

let database: Database;
const fixtures = new Map<string, MatchableListing>();

beforeAll(async () => {
  database = await createTestDatabase();
  const rows: (typeof listings.$inferInsert & MatchableListing)[] = [];
  for (const listingType of ['auction', 'offer'] as const) {
    for (const status of LISTING_STATUSES) {
      for (const window of WINDOWS) {
        for (const createdAt of CREATED) {
          for (const city of CITIES) {
            for (const startingPrice of PRICES) {
              rows.push({
                listingType,
                status,
                ...window,
                createdAt,
                city,
                startingPrice,
                displayPrice: startingPrice,
                title: 'Eşleşme Arsası',
                description: 'Yola cepheli imarlı arsa.',
                locationDetails: 'Merkez',
                location: `Merkez, ${city}`,
                minIncrement: listingType === 'auction' ? 1_000_00 : null,
                offerIncrement: listingType === 'offer' ? 5_000_00 : null,
              });
            }
          }
        }
      }
    }
  }
  const inserted = await database.db
    .insert(listings)
    .values(rows.map(({ displayPrice: _generated, ...row }) => row))
    .returning({ id: listings.id });
  inserted.forEach(({ id }, i) => fixtures.set(id, rows[i]!));
});
afterAll(() => database.close());

const ids = () => [...fixtures.keys()];

async function idsWhere(condition: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, ids()), condition));
  return rows.map((row) => row.id).sort();
}

describe('a saved search matches the listings its browse shows', () => {
  it('the stored-filter SQL, the pure rule and the browse query agree on every case', async () => {
    let matched = 0;
    for (const filters of FILTERS) {
      const expected = [...fixtures]
        .filter(([, listing]) => listingMatchesFilters(listing, filters, NOW))
        .map(([id]) => id)
        .sort();
      matched += expected.length;
      const stored = await idsWhere(
        savedSearchMatchSql(sql`${JSON.stringify(filters)}::jsonb`, NOW),
      );
      const query = {
        ...filters,
        cities: filters.cities,
        sort: 'newest',
        page: 1,
      } as ListingsQuery;
      const browse = await idsWhere(and(...browseWhere(query, NOW))!);
      expect({ filters, stored }).toEqual({ filters, stored: expected });
      expect({ filters, browse }).toEqual({ filters, browse: expected });
    }
    // The fixture exercises both answers.
    expect(matched).toBeGreaterThan(0);
    expect(matched).toBeLessThan(FILTERS.length * fixtures.size);
  });
});
