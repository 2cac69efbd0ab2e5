import { routeUrl } from '@arsamezat/shared/core/api-route';
import type { BidEvent } from '@arsamezat/shared/trading/events';
import { followListingRoute, followListingsRoute } from '@arsamezat/shared/trading/events.routes';
import type { ListingDetail, ListingsPage } from '@arsamezat/shared/listings/listings';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { applyBidToCache } from '../../../lib/listing-cache';
import { openLiveStream } from '../../../lib/live-stream';
import { listingKeys } from '../../../lib/listing-keys';

type EventSchemas = typeof import('@arsamezat/shared/trading/events');
let eventSchemas: Promise<EventSchemas> | undefined;
/**
 * The events' schemas (and zod), loaded with the first event rather than while a server-rendered
 * page starts (issue 14, decision 063): most visits see no bid. One promise for all: events wait
 * for it in the order they came.
 */
const loadEventSchemas = () => (eventSchemas ??= import('@arsamezat/shared/trading/events'));

/**
 * Hands an event's data to `then` when it is JSON of its schema's shape; anything else is
 * dropped. Events are handed on in the order they came (they all wait for the same schemas).
 */
function whenValid<T>(
  pick: (schemas: EventSchemas) => z.ZodType<T>,
  raw: string,
  then: (data: T) => void,
): void {
  loadEventSchemas().then(
    (schemas) => {
      let result;
      try {
        result = pick(schemas).safeParse(JSON.parse(raw));
      } catch {
        return;
      }
      if (result.success) then(result.data);
    },
    () => {
      // The schemas' chunk did not load (the connection dropped): the next event tries again.
      eventSchemas = undefined;
    },
  );
}

function refetchListing(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: listingKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: listingKeys.bids(id) });
}

/**
 * Keeps an open detail page live (GET /api/listings/:id/events): a new highest bid, a moved end,
 * the close. EventSource reconnects by itself, and a stream the server refused (429 past its cap)
 * is opened again after a wait (`openLiveStream`); on a reconnect the page refetches, since events
 * sent while it was away are not replayed. Answers whether the end was extended while watching.
 */
export function useListingEvents(listingId: string): { extended: boolean } {
  const queryClient = useQueryClient();
  const [extended, setExtended] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let opened = false;
    const url = routeUrl(followListingRoute, { id: listingId });
    return openLiveStream(url, (source) => {
      source.addEventListener('open', () => {
        if (opened) refetchListing(queryClient, listingId);
        opened = true;
      });
      source.addEventListener('bid', (event: MessageEvent<string>) => {
        whenValid(
          (s) => s.BidEventSchema,
          event.data,
          (bid) => {
            applyBidToCache(queryClient, listingId, bid);
            if (bid.extended) setExtended(true);
          },
        );
      });
      source.addEventListener('extended', (event: MessageEvent<string>) => {
        whenValid(
          (s) => s.ExtendedEventSchema,
          event.data,
          (moved) => {
            setExtended(true);
            queryClient.setQueryData<ListingDetail>(listingKeys.detail(listingId), (old) =>
              old ? { ...old, endsAt: moved.endsAt } : old,
            );
          },
        );
      });
      const refetchAll = () => {
        refetchListing(queryClient, listingId);
        void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
      };
      source.addEventListener('ended', (event: MessageEvent<string>) => {
        whenValid((s) => s.EndedEventSchema, event.data, refetchAll);
      });
      source.addEventListener('started', refetchAll);
    });
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
 * prices, bid counts and countdowns move as bids arrive; a close refetches the list. A refused
 * stream is opened again after a wait, as on a detail page.
 */
export function useListingsEvents(listingIds: string[]): void {
  const queryClient = useQueryClient();
  const key = [...listingIds].sort().join(',');

  useEffect(() => {
    if (key === '' || typeof EventSource === 'undefined') return;
    let opened = false;
    return openLiveStream(`${followListingsRoute.path}?ids=${key}`, (source) => {
      source.addEventListener('open', () => {
        if (opened) void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
        opened = true;
      });
      source.addEventListener('bid', (event: MessageEvent<string>) => {
        whenValid(
          (s) => s.BidEventSchema,
          event.data,
          (bid) => {
            queryClient.setQueriesData<ListingsPage>({ queryKey: listingKeys.lists() }, (page) =>
              applyBidToPage(page, bid),
            );
          },
        );
      });
      const refetch = () => void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
      source.addEventListener('ended', refetch);
      source.addEventListener('started', refetch);
    });
  }, [key, queryClient]);
}
