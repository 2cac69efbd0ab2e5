import type { BidEvent } from '@arsamezat/shared/trading/events';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { QueryClient } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';

/**
 * What an accepted bid changes on its listing. The live stream's bid event and the answer to
 * our own bid (`PlaceBidResponse.listing`) both carry it.
 */
export type BidOutcome = Pick<BidEvent, 'highestBid' | 'minimumNextBid' | 'bidCount' | 'endsAt'>;

/** A detail page as a bid leaves it; a bid it already counted changes nothing. */
export function applyBidToDetail(
  old: ListingDetail | undefined,
  bid: BidOutcome,
): ListingDetail | undefined {
  if (!old || bid.bidCount <= old.bidCount) return old;
  return {
    ...old,
    highestBid: bid.highestBid,
    displayPrice: bid.highestBid,
    minimumNextBid: bid.minimumNextBid,
    bidCount: bid.bidCount,
    endsAt: bid.endsAt,
  };
}

/**
 * The one way a bid reaches the cached listing, whoever learns of it first (the answer to our
 * own bid or the live stream): the detail takes it, and the bid history (the member's own bids
 * included) is asked again, once. Whoever comes second finds the bid counted and does nothing.
 */
export function applyBidToCache(
  queryClient: QueryClient,
  listingId: string,
  bid: BidOutcome,
): void {
  const key = listingKeys.detail(listingId);
  const old = queryClient.getQueryData<ListingDetail>(key);
  const next = applyBidToDetail(old, bid);
  if (next === old) return;
  queryClient.setQueryData<ListingDetail>(key, next);
  void queryClient.invalidateQueries({ queryKey: listingKeys.bids(listingId) });
}
