import { routeUrl } from '@arsamezat/shared/core/api-route';
import type { BidEvent } from '@arsamezat/shared/trading/events';
import {
  followListingRoute,
  followListingsRoute,
  STREAM_RELOAD_EVENT,
} from '@arsamezat/shared/trading/events.routes';
import type { ListingDetail, ListingsPage } from '@arsamezat/shared/listings/listings';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { applyBidToCache } from '../../../lib/listing-cache';
import { openLiveStream } from '../../../lib/live-stream';
import { noteServerTime } from '../../../lib/server-clock';
import { zodReady } from '../../../lib/call-api';
import { listingKeys } from '../../../lib/listing-keys';

type EventSchemas = typeof import('@arsamezat/shared/trading/events');
let eventSchemas: Promise<EventSchemas> | undefined;
/**
 * The events' schemas (and zod), loaded with the first event rather than while a server-rendered
 * page starts (issue 14, decision 063): most visits see no bid. One promise for all: events wait
 * for it in the order they came, and it waits for what the page draws first (`zodReady`).
 */
const loadEventSchemas = () =>
  (eventSchemas ??= zodReady().then(() => import('@arsamezat/shared/trading/events')));

/**
 * Hands an event's data to `then` when it is JSON of its schema's shape; anything else is
 * dropped. Events are handed on in the order they came (they all wait for the same schemas).
 * The server's clock it carries (`serverNow`) is noted with the moment it arrived.
 */
function whenValid<T extends { serverNow?: string | undefined }>(
  pick: (schemas: EventSchemas) => z.ZodType<T>,
  raw: string,
  then: (data: T) => void,
): void {
  const receivedAt = Date.now();
  loadEventSchemas().then(
    (schemas) => {
      let result;
      try {
        result = pick(schemas).safeParse(JSON.parse(raw));
      } catch {
        return;
      }
      if (!result.success) return;
      noteServerTime(result.data.serverNow, receivedAt);
      then(result.data);
    },
    () => {
      // The schemas' chunk did not load (the connection dropped): the next event tries again.
      eventSchemas = undefined;
    },
  );
}

/**
 * Whether an event is new to this page: the server gives each event an id from its log, growing
 * in each listing's commit order, and replays a reconnect what it missed (decision 086); a
 * replay may repeat an event, and each (id, type) is applied once per listing. An event without
 * an id (an older server) is always new.
 */
function createEventLedger() {
  const last = new Map<string, { id: number; types: Set<string> }>();
  return (listingId: string, event: MessageEvent<string>): boolean => {
    const id = Number(event.lastEventId);
    if (!event.lastEventId || !Number.isSafeInteger(id)) return true;
    const seen = last.get(listingId);
    if (!seen || id > seen.id) {
      last.set(listingId, { id, types: new Set([event.type]) });
      return true;
    }
    if (id < seen.id || seen.types.has(event.type)) return false;
    seen.types.add(event.type);
    return true;
  };
}

/**
 * Opens the stream through `openLiveStream`. A reconnect of the same EventSource sends
 * `Last-Event-ID` and is replayed what it missed, or told to `reload`; a new EventSource (after
 * the server refused one) starts afresh, so the page refetches (`onFreshStart`).
 */
function openReplayingStream(
  url: string,
  onFreshStart: () => void,
  attach: (source: EventSource) => void,
): () => void {
  let sources = 0;
  return openLiveStream(url, (source) => {
    const first = sources++ === 0;
    let opened = false;
    source.addEventListener('open', () => {
      if (!first && !opened) onFreshStart();
      opened = true;
    });
    attach(source);
  });
}

function refetchListing(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: listingKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: listingKeys.bids(id) });
}

/**
 * Keeps an open detail page live (GET /api/listings/:id/events): a new highest bid, a moved end,
 * the close. EventSource reconnects by itself and the server replays what it missed (or says
 * `reload`: the page refetches); a replayed event changes nothing twice. A stream the server
 * refused (429 past its cap) is opened again after a wait (`openLiveStream`) and the page
 * refetches. Answers whether the end was extended while watching.
 */
export function useListingEvents(listingId: string): { extended: boolean } {
  const queryClient = useQueryClient();
  const [extended, setExtended] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const url = routeUrl(followListingRoute, { id: listingId });
    const isNew = createEventLedger();
    const refetch = () => refetchListing(queryClient, listingId);
    return openReplayingStream(url, refetch, (source) => {
      source.addEventListener(STREAM_RELOAD_EVENT, refetch);
      source.addEventListener('bid', (event: MessageEvent<string>) => {
        if (!isNew(listingId, event)) return;
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
        if (!isNew(listingId, event)) return;
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
        if (!isNew(listingId, event)) return;
        whenValid((s) => s.EndedEventSchema, event.data, refetchAll);
      });
      source.addEventListener('started', (event: MessageEvent<string>) => {
        if (isNew(listingId, event)) whenValid((s) => s.StartedEventSchema, event.data, refetchAll);
      });
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
 * prices, bid counts and countdowns move as bids arrive; a close or `reload` refetches the list.
 * A reconnect is replayed what it missed, a refused stream opened again after a wait, as on a
 * detail page.
 */
export function useListingsEvents(listingIds: string[]): void {
  const queryClient = useQueryClient();
  const key = [...listingIds].sort().join(',');

  useEffect(() => {
    if (key === '' || typeof EventSource === 'undefined') return;
    const isNew = createEventLedger();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    return openReplayingStream(`${followListingsRoute.path}?ids=${key}`, refetch, (source) => {
      source.addEventListener(STREAM_RELOAD_EVENT, refetch);
      source.addEventListener('bid', (event: MessageEvent<string>) => {
        whenValid(
          (s) => s.BidEventSchema,
          event.data,
          (bid) => {
            // A card's count already guards it; the ledger is per listing (one id spans many).
            if (!isNew(bid.listingId, event)) return;
            queryClient.setQueriesData<ListingsPage>({ queryKey: listingKeys.lists() }, (page) =>
              applyBidToPage(page, bid),
            );
          },
        );
      });
      source.addEventListener('ended', refetch);
      source.addEventListener('started', refetch);
    });
  }, [key, queryClient]);
}
