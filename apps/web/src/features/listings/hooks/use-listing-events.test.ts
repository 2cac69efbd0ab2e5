import type { BidEvent } from '@arsamezat/shared/trading/events';
import {
  ListingsQuerySchema,
  type ListingDetail,
  type ListingsPage,
} from '@arsamezat/shared/listings/listings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zodReady } from '../../../lib/call-api';
import { listingKeys } from '../../../lib/listing-keys';
import { listingDetail, listingSummary } from '../testing/render';
import { useListingEvents, useListingsEvents } from './use-listing-events';

// The hook loads the events' schemas lazily, and on a cold clone that first load is slow: make
// it slow here every time, so a test that does not wait for the handled event fails every time
// rather than once in a while (issue 24).
vi.mock('@arsamezat/shared/trading/events', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return importOriginal();
});

const ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER_ID = '0b7e6a52-3c1d-4f8e-9a2b-5c6d7e8f9a0b';
/** A browse page's key (the default query: new listings, page 1). */
const LIST_KEY = listingKeys.list(ListingsQuerySchema.parse({}));

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

/** A stand-in for the browser's EventSource; every instance is kept for the test to drive. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  /**
   * Sends one server event; `data` is JSON-encoded unless it is already a string. Resolves once
   * the hook has handled it: the hook hands an event on when the events' schemas have loaded
   * (a lazy import, slow on a cold clone — issue 24), so this waits for the same module, then
   * for one more turn in which the hook's handlers run. No fixed flush or time is assumed.
   */
  async emit(type: string, data?: unknown, lastEventId = '') {
    await act(async () => {
      this.dispatchEvent(
        type === 'open'
          ? new Event('open')
          : new MessageEvent(type, {
              data: typeof data === 'string' ? data : JSON.stringify(data),
              lastEventId,
            }),
      );
      // As the hook does: zod started (`zodReady`), then the events' schemas.
      await zodReady();
      await import('@arsamezat/shared/trading/events');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const latestSource = () => {
  const source = FakeEventSource.instances.at(-1);
  if (!source) throw new Error('no EventSource was opened');
  return source;
};

function setup(listingId = ID) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(listingKeys.detail(ID), detail());
  queryClient.setQueryData(listingKeys.bids(ID), { items: [], total: 4 });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const hook = renderHook(({ id }) => useListingEvents(id), {
    wrapper,
    initialProps: { id: listingId },
  });
  const cached = () => queryClient.getQueryData<ListingDetail>(listingKeys.detail(ID));
  const invalidated = (key: readonly unknown[]) =>
    queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { ...hook, queryClient, cached, invalidated };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useListingEvents', () => {
  it('opens the listing’s event stream and closes it on unmount', () => {
    const { unmount, result } = setup();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latestSource().url).toBe(`/api/listings/${ID}/events`);
    expect(result.current.extended).toBe(false);

    unmount();
    expect(latestSource().closed).toBe(true);
  });

  it('moves to another listing’s stream when the id changes', () => {
    const { rerender } = setup();
    const first = latestSource();
    rerender({ id: OTHER_ID });
    expect(first.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(latestSource().url).toBe(`/api/listings/${OTHER_ID}/events`);
  });

  it('puts a new bid into the cached detail and reloads the bid history', async () => {
    const { cached, invalidated, result } = setup();
    const source = latestSource();
    await source.emit('open');

    await source.emit('bid', bidEvent({ bidCount: 5, endsAt: '2026-05-10T09:00:00.000Z' }));

    expect(cached()).toMatchObject({
      highestBid: 130_000_000,
      displayPrice: 130_000_000,
      minimumNextBid: 131_000_000,
      bidCount: 5,
    });
    expect(invalidated(listingKeys.bids(ID))).toBe(true);
    expect(invalidated(listingKeys.detail(ID))).toBe(false);
    expect(result.current.extended).toBe(false);
  });

  it('ignores a bid it has already counted and a malformed one', async () => {
    const { cached } = setup();
    const source = latestSource();
    await source.emit('bid', bidEvent({ bidCount: 6, highestBid: 140_000_000 }));
    await source.emit('bid', bidEvent({ bidCount: 5, highestBid: 130_000_000 }));
    await source.emit('bid', 'not json');
    await source.emit('bid', { ...bidEvent({ bidCount: 9 }), highestBid: -1 });

    expect(cached()).toMatchObject({ highestBid: 140_000_000, bidCount: 6 });
  });

  it('marks the end as extended when a bid moved it', async () => {
    const { cached, result } = setup();
    await latestSource().emit(
      'bid',
      bidEvent({ bidCount: 5, endsAt: '2026-05-10T09:05:00.000Z', extended: true }),
    );
    expect(result.current.extended).toBe(true);
    expect(cached()?.endsAt).toBe('2026-05-10T09:05:00.000Z');
  });

  it('an "extended" event sets extended and moves the end', async () => {
    const { cached, result } = setup();
    await latestSource().emit('extended', { listingId: ID, endsAt: '2026-05-10T09:05:00.000Z' });

    expect(result.current.extended).toBe(true);
    expect(cached()?.endsAt).toBe('2026-05-10T09:05:00.000Z');
    expect(cached()?.highestBid).toBe(125_000_000);
  });

  it('ignores a malformed "extended" event', async () => {
    const { cached, result } = setup();
    await latestSource().emit('extended', { listingId: ID, endsAt: 'yarın' });
    expect(result.current.extended).toBe(false);
    expect(cached()?.endsAt).toBe('2026-05-10T09:00:00.000Z');
  });

  it('a reconnect of the same stream refetches nothing (the server replays); `reload` does', async () => {
    const { invalidated } = setup();
    const source = latestSource();

    await source.emit('open');
    await source.emit('open');
    expect(invalidated(listingKeys.detail(ID))).toBe(false);
    expect(invalidated(listingKeys.bids(ID))).toBe(false);

    await source.emit('reload', {}, '42');
    expect(invalidated(listingKeys.detail(ID))).toBe(true);
    expect(invalidated(listingKeys.bids(ID))).toBe(true);
  });

  it('a stream opened again after a refusal starts afresh: the listing is refetched', async () => {
    const { invalidated } = setup();
    const first = latestSource();
    await first.emit('open');
    vi.useFakeTimers();
    try {
      // The server refused the stream (a 429): EventSource gives up; it is opened again later.
      Object.defineProperty(first, 'readyState', { value: 2 });
      first.dispatchEvent(new Event('error'));
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      const second = latestSource();
      expect(second).not.toBe(first);
      await act(async () => {
        second.dispatchEvent(new Event('open'));
      });
      expect(invalidated(listingKeys.detail(ID))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a replayed event changes nothing twice: each id and type is applied once', async () => {
    const { cached, invalidated, queryClient } = setup();
    const source = latestSource();
    const moved = { listingId: ID, endsAt: '2026-05-10T09:05:00.000Z' };
    const later = bidEvent({ bidCount: 5, endsAt: '2026-05-10T09:10:00.000Z', extended: true });
    await source.emit('extended', moved, '10');
    await source.emit('bid', later, '11');
    await source.emit('extended', { ...moved, endsAt: later.endsAt }, '11');
    expect(cached()).toMatchObject({ endsAt: later.endsAt, bidCount: 5 });

    // The reconnect's replay repeats them: the end does not go back to 09:05.
    await source.emit('extended', moved, '10');
    await source.emit('bid', later, '11');
    expect(cached()).toMatchObject({ endsAt: later.endsAt, bidCount: 5 });

    // Nor does a replayed close refetch again.
    const ended = { listingId: ID, status: 'ended', winnerName: null, finalPrice: null };
    await source.emit('ended', ended, '12');
    expect(invalidated(listingKeys.detail(ID))).toBe(true);
    await queryClient.resetQueries({ queryKey: listingKeys.detail(ID) });
    queryClient.setQueryData(listingKeys.detail(ID), detail());
    await source.emit('ended', ended, '12');
    expect(invalidated(listingKeys.detail(ID))).toBe(false);
  });

  it.each([
    [
      'ended',
      { listingId: ID, status: 'ended', winnerName: 'Ah*** Yı***', finalPrice: 130_000_000 },
    ],
    ['started', { listingId: ID }],
  ])('reloads the listing and the lists on "%s"', async (type, data) => {
    const { invalidated, queryClient } = setup();
    queryClient.setQueryData(LIST_KEY, { items: [] });
    await latestSource().emit(type, data);
    expect(invalidated(listingKeys.detail(ID))).toBe(true);
    expect(invalidated(listingKeys.bids(ID))).toBe(true);
    expect(invalidated(LIST_KEY)).toBe(true);
  });

  it('ignores a malformed "ended" event', async () => {
    const { invalidated } = setup();
    await latestSource().emit('ended', { listingId: ID, status: 'gone' });
    expect(invalidated(listingKeys.detail(ID))).toBe(false);
  });
});

describe('useListingsEvents', () => {
  it('watches a page of cards with one stream and moves their prices', async () => {
    const queryClient = new QueryClient();
    const page: ListingsPage = {
      items: [listingSummary({ id: ID }), listingSummary({ id: OTHER_ID, bidCount: 9 })],
      total: 2,
      page: 1,
      pageSize: 12,
      counts: { active: 2, upcoming: 0, ended: 0 },
    };
    queryClient.setQueryData(LIST_KEY, page);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { unmount } = renderHook(() => useListingsEvents([OTHER_ID, ID]), { wrapper });

    const source = latestSource();
    expect(source.url).toBe(`/api/listings/events?ids=${[OTHER_ID, ID].sort().join(',')}`);
    await source.emit('bid', bidEvent({ bidCount: 5 }));

    const [first, second] = queryClient.getQueryData<ListingsPage>(LIST_KEY)?.items ?? [];
    expect(first).toMatchObject({
      highestBid: 130_000_000,
      displayPrice: 130_000_000,
      bidCount: 5,
    });
    expect(second).toMatchObject({ highestBid: 125_000_000, bidCount: 9 });

    unmount();
    expect(source.closed).toBe(true);
  });
});
