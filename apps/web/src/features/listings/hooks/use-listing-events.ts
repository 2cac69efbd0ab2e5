import {
  BidEventSchema,
  EndedEventSchema,
  ExtendedEventSchema,
  type BidEvent,
} from '@arsamezat/shared/events';
import type { ListingDetail, ListingsPage } from '@arsamezat/shared/listings';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { applyBidToCache } from '../../../lib/listing-cache';
import { listingKeys } from '../../../lib/listing-keys';

/** An event's data by its schema, or null when it is not JSON of that shape. */
function parse<T>(schema: z.ZodType<T>, raw: string): T | null {
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function refetchListing(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: listingKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: listingKeys.bids(id) });
}

/**
 * Keeps an open detail page live (GET /api/listings/:id/events): a new highest bid, a moved end,
 * the close. EventSource reconnects by itself; on a reconnect the page refetches, since events
 * sent while it was away are not replayed. Answers whether the end was extended while watching.
 */
export function useListingEvents(listingId: string): { extended: boolean } {
  const queryClient = useQueryClient();
  const [extended, setExtended] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/listings/${encodeURIComponent(listingId)}/events`);
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) refetchListing(queryClient, listingId);
      opened = true;
    });
    source.addEventListener('bid', (event: MessageEvent<string>) => {
      const bid = parse(BidEventSchema, event.data);
      if (!bid) return;
      applyBidToCache(queryClient, listingId, bid);
      if (bid.extended) setExtended(true);
    });
    source.addEventListener('extended', (event: MessageEvent<string>) => {
      const moved = parse(ExtendedEventSchema, event.data);
      if (!moved) return;
      setExtended(true);
      queryClient.setQueryData<ListingDetail>(listingKeys.detail(listingId), (old) =>
        old ? { ...old, endsAt: moved.endsAt } : old,
      );
    });
    const closeOrOpen = (event: MessageEvent<string>) => {
      if (event.type === 'ended' && !parse(EndedEventSchema, event.data)) return;
      refetchListing(queryClient, listingId);
      void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    };
    source.addEventListener('ended', closeOrOpen);
    source.addEventListener('started', closeOrOpen);
    return () => source.close();
  }, [listingId, queryClient]);

  return { extended };
}

/** A card as a bid event leaves it. */
function applyBidToPage(page: ListingsPage | undefined, bid: BidEvent): ListingsPage | undefined {
  if (!page?.items.some((item) => item.id === bid.listingId)) return page;
  return {
    ...page,
    items: page.items.map((item) =>
      item.id === bid.listingId && bid.bidCount > item.bidCount
        ? {
            ...item,
            highestBid: bid.highestBid,
            displayPrice: bid.highestBid,
            bidCount: bid.bidCount,
            endsAt: bid.endsAt,
          }
        : item,
    ),
  };
}

/**
 * Keeps a grid of cards live with one stream for the whole page (GET /api/listings/events?ids=):
 * prices, bid counts and countdowns move as bids arrive; a close refetches the list.
 */
export function useListingsEvents(listingIds: string[]): void {
  const queryClient = useQueryClient();
  const key = [...listingIds].sort().join(',');

  useEffect(() => {
    if (key === '' || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/listings/events?ids=${key}`);
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
      opened = true;
    });
    source.addEventListener('bid', (event: MessageEvent<string>) => {
      const bid = parse(BidEventSchema, event.data);
      if (!bid) return;
      queryClient.setQueriesData<ListingsPage>({ queryKey: listingKeys.lists() }, (page) =>
        applyBidToPage(page, bid),
      );
    });
    const refetch = () => void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    source.addEventListener('ended', refetch);
    source.addEventListener('started', refetch);
    return () => source.close();
  }, [key, queryClient]);
}
