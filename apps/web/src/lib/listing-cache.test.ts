import type { BidEvent } from '@arsamezat/shared/trading/events';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listingDetail } from '../testing/listing-fixtures';
import { applyBidToCache, applyBidToDetail } from './listing-cache';
import { listingKeys } from './listing-keys';

const ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

/** The fixture has 4 bids, 1.250.000 ₺ highest, 1.260.000 ₺ next, ending 10 May 09:00. */
const detail = (overrides: Partial<ListingDetail> = {}) => listingDetail({ id: ID, ...overrides });

function bidEvent(overrides: Partial<BidEvent> = {}): BidEvent {
  return {
    listingId: ID,
    amount: 130_000_000,
    highestBid: 130_000_000,
    minimumNextBid: 131_000_000,
    bidCount: 5,
    bidderName: 'Ah*** Yı***',
    createdAt: '2026-05-05T12:00:00.000Z',
    endsAt: '2026-05-10T09:00:00.000Z',
    extended: false,
    ...overrides,
  };
}

describe('applyBidToDetail', () => {
  it('takes the new highest bid, the price shown, the next minimum, the count and the end', () => {
    const old = detail();
    const next = applyBidToDetail(
      old,
      bidEvent({ bidCount: 5, endsAt: '2026-05-10T09:05:00.000Z', extended: true }),
    );
    expect(next).toEqual({
      ...old,
      highestBid: 130_000_000,
      displayPrice: 130_000_000,
      minimumNextBid: 131_000_000,
      bidCount: 5,
      endsAt: '2026-05-10T09:05:00.000Z',
    });
    // The cached object is not changed in place.
    expect(old.highestBid).toBe(125_000_000);
  });

  it.each([
    ['the same', 4],
    ['an older', 3],
  ])('ignores an event with %s bid count', (_name, bidCount) => {
    const old = detail();
    expect(applyBidToDetail(old, bidEvent({ bidCount }))).toBe(old);
  });

  it('leaves an empty cache empty', () => {
    expect(applyBidToDetail(undefined, bidEvent())).toBeUndefined();
  });
});

describe('applyBidToCache', () => {
  function setup() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(listingKeys.detail(ID), detail());
    queryClient.setQueryData(listingKeys.bids(ID), { items: [], total: 4 });
    const historyInvalidated = () =>
      queryClient.getQueryState(listingKeys.bids(ID))?.isInvalidated ?? false;
    return { queryClient, historyInvalidated };
  }

  it('puts a new bid into the cached listing and asks for the bid history again', () => {
    const { queryClient, historyInvalidated } = setup();
    applyBidToCache(queryClient, ID, bidEvent({ bidCount: 5 }));
    expect(queryClient.getQueryData(listingKeys.detail(ID))).toMatchObject({
      highestBid: 130_000_000,
      minimumNextBid: 131_000_000,
      bidCount: 5,
    });
    expect(historyInvalidated()).toBe(true);
  });

  it('does nothing for a bid already counted (our answer after the live event, or the reverse)', () => {
    const { queryClient, historyInvalidated } = setup();
    const before = queryClient.getQueryData(listingKeys.detail(ID));
    applyBidToCache(queryClient, ID, bidEvent({ bidCount: 4 }));
    expect(queryClient.getQueryData(listingKeys.detail(ID))).toBe(before);
    expect(historyInvalidated()).toBe(false);
  });
});
