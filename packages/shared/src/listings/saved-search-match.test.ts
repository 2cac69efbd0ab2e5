import { describe, expect, it } from 'vitest';
import { NEW_LISTINGS_WINDOW_MS } from './listings.ts';
import {
  listingMatchesFilters,
  type MatchableListing,
  type MatchFilters,
} from './saved-search-match.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

const upcomingAuction: MatchableListing = {
  listingType: 'auction',
  status: 'upcoming',
  startsAt: at(HOUR),
  endsAt: at(48 * HOUR),
  createdAt: NOW,
  city: 'Muğla',
  displayPrice: 500_000_00,
  title: "Çeşme'de satılık arsa",
  description: 'Denize yakın, imarlı.',
  location: 'Alaçatı Mah., Çeşme, İzmir',
  districtCode: '35.cesme',
  neighbourhoodCode: '35.cesme.alacati-mah',
  areaM2: 1_500,
  zoning: 'konut',
};
const filters = (f: Partial<MatchFilters>): MatchFilters => ({
  tab: 'auctions',
  phase: 'upcoming',
  cities: [],
  ...f,
});
const matches = (listing: Partial<MatchableListing>, f: Partial<MatchFilters>) =>
  listingMatchesFilters({ ...upcomingAuction, ...listing }, filters(f), NOW);

describe('listingMatchesFilters', () => {
  it('matches an auction to the auctions tab of its phase only', () => {
    expect(matches({}, { phase: 'upcoming' })).toBe(true);
    expect(matches({}, { phase: 'active' })).toBe(false);
    expect(matches({ status: 'active' }, { phase: 'active' })).toBe(true);
    expect(matches({}, { tab: 'offers' })).toBe(false);
  });

  it('matches an open offer listing to the offers tab, not an ended one', () => {
    expect(matches({ listingType: 'offer' }, { tab: 'offers' })).toBe(true);
    expect(matches({ listingType: 'offer', status: 'cancelled' }, { tab: 'offers' })).toBe(false);
    expect(matches({ listingType: 'offer' }, { tab: 'auctions' })).toBe(false);
  });

  it('matches the new tab by creation within the window, whatever the type', () => {
    expect(matches({ listingType: 'offer' }, { tab: 'new' })).toBe(true);
    expect(matches({ createdAt: at(-NEW_LISTINGS_WINDOW_MS) }, { tab: 'new' })).toBe(true);
    expect(matches({ createdAt: at(-NEW_LISTINGS_WINDOW_MS - 1) }, { tab: 'new' })).toBe(false);
  });

  it('filters by province and by price, both ends included', () => {
    expect(matches({}, { cities: ['İzmir', 'Muğla'] })).toBe(true);
    expect(matches({}, { cities: ['İzmir'] })).toBe(false);
    expect(matches({}, { minPrice: 500_000_00, maxPrice: 500_000_00 })).toBe(true);
    expect(matches({}, { minPrice: 500_000_01 })).toBe(false);
    expect(matches({}, { maxPrice: 499_999_99 })).toBe(false);
  });

  it('matches a keyword by Turkish rules, in any case, before any suffix', () => {
    expect(matches({}, { q: 'ÇEŞME' })).toBe(true);
    expect(matches({}, { q: 'çeşme arsa' })).toBe(true);
    expect(matches({}, { q: 'İMARLI' })).toBe(true);
    expect(matches({ title: 'Iğdır merkez' }, { q: 'IĞDIR' })).toBe(true);
    expect(matches({ title: 'Kırıkkale yolu' }, { q: 'KIRIKKALE' })).toBe(true);
    expect(matches({ title: "İzmir'in arsası" }, { q: 'İZMİR' })).toBe(true);
    expect(matches({}, { q: 'bodrum' })).toBe(false);
    expect(matches({}, { q: 'çeşme bodrum' })).toBe(false);
  });

  it('matches districts, mahalleler, zonings and the area range', () => {
    expect(matches({}, { districts: ['35.cesme'] })).toBe(true);
    expect(matches({}, { districts: ['35.urla'] })).toBe(false);
    expect(matches({ districtCode: null }, { districts: ['35.cesme'] })).toBe(false);
    expect(matches({}, { neighbourhoods: ['35.cesme.alacati-mah'] })).toBe(true);
    expect(matches({}, { neighbourhoods: ['35.cesme.ilica-mah'] })).toBe(false);
    expect(matches({}, { zoning: ['konut', 'villa'] })).toBe(true);
    expect(matches({}, { zoning: ['tarla'] })).toBe(false);
    expect(matches({}, { minArea: 1_500, maxArea: 1_500 })).toBe(true);
    expect(matches({}, { minArea: 1_501 })).toBe(false);
    expect(matches({ areaM2: null }, { maxArea: 10_000 })).toBe(false);
  });
});
