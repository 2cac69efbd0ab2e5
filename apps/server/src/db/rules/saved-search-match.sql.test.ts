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

/** Where the fixtures are: not on the map, a pin in Bodrum, an outline across the view's edge. */
const PLACES = [
  null,
  { minLng: 27.43, maxLng: 27.43, minLat: 37.03, maxLat: 37.03 },
  { minLng: 26.95, maxLng: 27.05, minLat: 38.4, maxLat: 38.45 },
];
const VIEWS = [
  { minLng: 27.4, minLat: 37.0, maxLng: 27.5, maxLat: 37.1 },
  { minLng: 27.0, minLat: 38.3, maxLng: 27.3, maxLat: 38.5 },
];

const FILTERS: MatchFilters[] = [];
for (const bbox of VIEWS) {
  FILTERS.push({ tab: 'new', phase: 'active', cities: [], bbox });
  FILTERS.push({ tab: 'auctions', phase: 'active', cities: ['Muğla'], bbox });
}
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
              const mapBox = PLACES[rows.length % PLACES.length] ?? null;
              rows.push({
                mapBox,
                ...(mapBox ? { ...mapBox, lat: mapBox.minLat, lng: mapBox.minLng } : {}),
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
    .values(rows.map(({ displayPrice: _generated, mapBox: _box, ...row }) => row))
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
        districts: [],
        neighbourhoods: [],
        zoning: [],
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

/** Issue 30's fields: one listing per row of texts, places, areas and zonings. */
const SEARCH_LISTINGS = [
  {
    title: "Çeşme'de denize yakın arsa",
    district: 'Çeşme',
    districtCode: '35.cesme',
    neighborhood: 'Alaçatı Mah.',
    neighbourhoodCode: '35.cesme.alacati-mah',
    areaSize: 1_500,
    areaUnit: 'm2',
    zoning: 'konut',
  },
  {
    title: 'Iğdır merkezde tarla',
    district: 'Merkez',
    districtCode: '76.merkez',
    neighborhood: null,
    neighbourhoodCode: null,
    areaSize: 2,
    areaUnit: 'dönüm',
    zoning: 'tarla',
  },
  {
    title: "KIRIKKALE'NİN GİRİŞİNDE SANAYİ PARSELİ",
    district: null,
    districtCode: null,
    neighborhood: null,
    neighbourhoodCode: null,
    areaSize: 1.5,
    areaUnit: 'hektar',
    zoning: 'sanayi',
  },
  {
    title: "İzmir'in Urla ilçesinde villa arsası",
    district: 'Urla',
    districtCode: '35.urla',
    neighborhood: 'Kuşçular Mah.',
    neighbourhoodCode: '35.urla.kuscular-mah',
    areaSize: null,
    areaUnit: 'm2',
    zoning: null,
  },
] as const;

const SEARCH_FILTERS: MatchFilters[] = (
  [
    { q: 'ÇEŞME' },
    { q: 'çeşme arsa' },
    { q: 'IĞDIR' },
    { q: 'KIRIKKALE' },
    { q: 'kırıkkale' },
    { q: 'İZMİR' },
    { q: 'izmir villa' },
    { q: 'urla' },
    { q: 'bodrum' },
    { districts: ['35.cesme'] },
    { districts: ['35.cesme', '35.urla'] },
    { districts: ['35.urla'], neighbourhoods: ['35.urla.kuscular-mah'] },
    { neighbourhoods: ['35.cesme.ilica-mah'] },
    { minArea: 1_500 },
    { minArea: 1_501, maxArea: 15_000 },
    { maxArea: 2_000 },
    { zoning: ['konut', 'sanayi'] },
    { zoning: ['diger'] },
    { q: 'arsa', districts: ['35.cesme'], minArea: 1_000, zoning: ['konut'] },
  ] satisfies Partial<MatchFilters>[]
).map((filter) => ({ tab: 'new', phase: 'active', cities: [], ...filter }));

describe('the search of issue 30 matches alike in the three copies', () => {
  const searchFixtures = new Map<string, MatchableListing>();

  beforeAll(async () => {
    const rows = SEARCH_LISTINGS.map((listing) => ({
      ...listing,
      listingType: 'offer' as const,
      status: 'active' as const,
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      createdAt: NOW,
      city: listing.districtCode?.startsWith('35') ? 'İzmir' : 'Kırıkkale',
      startingPrice: 100_000_00,
      offerIncrement: 5_000_00,
      description: 'Yola cepheli.',
      locationDetails: null,
      location: 'Türkiye',
    }));
    const inserted = await database.db
      .insert(listings)
      .values(rows)
      .returning({ id: listings.id, areaM2: listings.areaM2 });
    inserted.forEach(({ id, areaM2 }, i) => {
      const row = rows[i]!;
      searchFixtures.set(id, { ...row, displayPrice: row.startingPrice, areaM2 });
    });
  });

  it('stores the area in m² whatever the unit', () => {
    expect([...searchFixtures.values()].map((listing) => listing.areaM2)).toEqual([
      1_500,
      2_000,
      15_000,
      null,
    ]);
  });

  it('the stored-filter SQL, the pure rule and the browse query agree on every case', async () => {
    const ids = [...searchFixtures.keys()];
    const where = async (condition: ReturnType<typeof sql>) =>
      (
        await database.db
          .select({ id: listings.id })
          .from(listings)
          .where(and(inArray(listings.id, ids), condition))
      )
        .map((row) => row.id)
        .sort();
    let matched = 0;
    for (const filters of SEARCH_FILTERS) {
      const expected = [...searchFixtures]
        .filter(([, listing]) => listingMatchesFilters(listing, filters, NOW))
        .map(([id]) => id)
        .sort();
      matched += expected.length;
      const stored = await where(savedSearchMatchSql(sql`${JSON.stringify(filters)}::jsonb`, NOW));
      const query = {
        districts: [],
        neighbourhoods: [],
        zoning: [],
        ...filters,
        sort: 'newest',
        page: 1,
      } as ListingsQuery;
      const browse = await where(and(...browseWhere(query, NOW))!);
      expect({ filters, stored }).toEqual({ filters, stored: expected });
      expect({ filters, browse }).toEqual({ filters, browse: expected });
    }
    expect(matched).toBeGreaterThan(SEARCH_FILTERS.length - 3);
  });
});
