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
});
