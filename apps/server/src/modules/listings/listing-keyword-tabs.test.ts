import type { ListingsMap } from '@arsamezat/shared/listings/browse-map';
import type { ListingsPage } from '@arsamezat/shared/listings/listings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';

/*
 * A keyword on every tab (decision 093): the GIN indexes are one per listing type, of published
 * listings, and a keyword page reads its matches once for the page and the counts. Around the
 * word 'Harran', listings of both types, every phase, and unpublished ones that no tab shows.
 */
const NOW = new Date('2026-05-05T12:00:00.000Z');
const day = (d: number, hour = 9) => new Date(Date.UTC(2026, 4, d, hour));

let t: TestApp;
const id: Record<string, string> = {};
/** A point and its one-metre box, so a listing is on the map. */
const placed = { lat: 37.1, lng: 38.9, minLat: 37.1, maxLat: 37.1, minLng: 38.9, maxLng: 38.9 };

const harran = (values: Parameters<typeof insertListing>[1]) =>
  insertListing(t.database.db, {
    title: 'Harran ovasında sulu tarım arazisi',
    city: 'Şanlıurfa',
    publication: 'published',
    ...values,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  id.active = await harran({
    status: 'active',
    startsAt: day(1),
    endsAt: day(8),
    startingPrice: 2_000_000_00,
    createdAt: day(4, 10),
    ...placed,
  });
  // Still stored 'upcoming' after its start: active by the clock.
  id.startedUnmarked = await harran({
    status: 'upcoming',
    startsAt: day(2),
    endsAt: day(7),
    createdAt: day(3),
  });
  id.activeLater = await harran({
    status: 'active',
    startsAt: day(1),
    endsAt: day(9),
    createdAt: day(4, 11),
  });
  id.upcoming = await harran({
    status: 'upcoming',
    startsAt: day(6),
    endsAt: day(12),
    createdAt: day(4, 9),
  });
  id.ended = await harran({
    status: 'ended',
    startsAt: day(1),
    endsAt: day(4),
    createdAt: day(1, 6),
  });
  // Stored 'active' past its end: ended by the clock.
  id.endedUnmarked = await harran({
    status: 'active',
    startsAt: day(1),
    endsAt: day(5, 11),
    createdAt: day(1, 7),
  });
  id.offer = await harran({
    listingType: 'offer',
    status: 'active',
    startsAt: day(1),
    endsAt: new Date('2026-06-01T09:00:00Z'),
    startingPrice: 1_000_000_00,
    createdAt: day(4, 12),
    ...placed,
  });
  // No tab shows an unpublished listing, of either type: never a match, never counted.
  id.auctionDraft = await harran({
    status: 'active',
    publication: 'submitted',
    startsAt: day(1),
    endsAt: day(8),
    createdAt: day(4, 13),
    ...placed,
  });
  id.offerDraft = await harran({
    listingType: 'offer',
    status: 'active',
    publication: 'draft',
    startsAt: day(1),
    endsAt: new Date('2026-06-01T09:00:00Z'),
    createdAt: day(4, 14),
  });
  // Active, published, without the word.
  id.other = await insertListing(t.database.db, {
    status: 'active',
    startsAt: day(1),
    endsAt: day(8),
    createdAt: day(4, 15),
  });
});
afterAll(() => t.close());

async function browse(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?q=HARRAN&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<ListingsPage>();
  return { ids: page.items.map((item) => item.id), total: page.total, counts: page.counts };
}

const allPhases = { active: 3, upcoming: 1, ended: 2 };

describe('a keyword on the auctions tab', () => {
  it('pages the sub-tab and counts every phase of the published auctions with the word', async () => {
    expect(await browse('tab=auctions&phase=active&sort=endingSoon')).toEqual({
      ids: [id.startedUnmarked, id.active, id.activeLater],
      total: 3,
      counts: allPhases,
    });
    expect(await browse('tab=auctions&phase=upcoming')).toEqual({
      ids: [id.upcoming],
      total: 1,
      counts: allPhases,
    });
    expect(await browse('tab=auctions&phase=ended&sort=endingSoon')).toEqual({
      ids: [id.ended, id.endedUnmarked],
      total: 2,
      counts: allPhases,
    });
  });

  it('keeps the totals on a later page, and past the last one', async () => {
    const query = 'tab=auctions&phase=active&sort=endingSoon&pageSize=2';
    expect(await browse(`${query}&page=2`)).toEqual({
      ids: [id.activeLater],
      total: 3,
      counts: allPhases,
    });
    expect(await browse(`${query}&page=3`)).toEqual({ ids: [], total: 3, counts: allPhases });
  });

  it('sorts the matches by any order', async () => {
    const { ids } = await browse('tab=auctions&phase=active&sort=newest');
    expect(ids).toEqual([id.activeLater, id.active, id.startedUnmarked]);
  });
});

describe('a keyword on the other tabs and the map', () => {
  it('finds the open published offers on the offers tab', async () => {
    expect(await browse('tab=offers')).toEqual({ ids: [id.offer], total: 1, counts: null });
    expect(await browse('tab=offers&page=2')).toEqual({ ids: [], total: 1, counts: null });
  });

  it('finds published listings of both types on the new tab, newest first', async () => {
    expect(await browse('tab=new&sort=newest')).toEqual({
      ids: [
        id.offer,
        id.activeLater,
        id.active,
        id.upcoming,
        id.startedUnmarked,
        id.endedUnmarked,
        id.ended,
      ],
      total: 7,
      counts: null,
    });
  });

  it('puts the same matches on the map', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/map?tab=new&q=harran' });
    expect(res.statusCode, res.body).toBe(200);
    const map = res.json<ListingsMap>();
    expect(map.items.map((item) => item.id)).toEqual([id.offer, id.active]);
    expect(map.total).toBe(2);
  });
});
