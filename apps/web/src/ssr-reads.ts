/**
 * The reads a server-rendered page makes besides its own data (decisions 063, 095), for the
 * server entry (`entry-server.tsx`): a guest's bid history and follower count, a known member's
 * trade panel. Each fills the same query cache, under the same keys and read as the browser's
 * own requests would.
 */
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { takesBids } from '@arsamezat/shared/listings/listing-types';
import { WatchStatusSchema } from '@arsamezat/shared/listings/watchlist';
import type { SsrApiAnswer, SsrMemberSource, SsrRenderInput } from '@arsamezat/shared/site/ssr';
import { ListingBidsSchema, MyListingBidsSchema } from '@arsamezat/shared/trading/bids';
import { readMyDepositAnswer } from '@arsamezat/shared/trading/deposit-answer';
import { MyOffersSchema } from '@arsamezat/shared/trading/offers';
import type { QueryClient } from '@tanstack/react-query';
import { myBidsQueryOptions } from './features/bidding/api/get-my-bids';
import { myDepositQueryOptions } from './features/bidding/api/get-my-deposit';
import { myOffersQueryOptions } from './features/bidding/api/get-my-offers';
import { getListingBidsQueryOptions } from './features/listings/api/get-listing-bids';
import { watchStatusQueryKey } from './features/listings/api/watch';
import { ApiError } from './lib/api-client';

/** An API answer as the browser's `apiRequest` sees it: the body, or its ApiError. */
export function bodyOf(answer: SsrApiAnswer): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  const error = (answer.body as { error?: { code?: string; message?: string } } | null)?.error;
  throw new ApiError(
    answer.status,
    (error?.code ?? 'UNKNOWN') as ApiError['code'],
    error?.message ?? 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  );
}

/** A guest's bid history and the follower count of a listing, into the cache. */
export async function prefetchForGuest(
  queryClient: QueryClient,
  listing: ListingDetail,
  source: SsrRenderInput['source'],
): Promise<void> {
  // A read that fails is left out of the page: the browser asks for it itself.
  const forget = (queryKey: readonly unknown[]) => () => queryClient.removeQueries({ queryKey });
  const bidsKey = getListingBidsQueryOptions(listing.id).queryKey;
  const watchKey = watchStatusQueryKey(listing.id, null);
  await Promise.all([
    takesBids(listing.listingType)
      ? queryClient
          .query({
            queryKey: bidsKey,
            retry: false,
            queryFn: async () =>
              ListingBidsSchema.parse(bodyOf(await source.listingBids(listing.id))),
          })
          .catch(forget(bidsKey))
      : undefined,
    queryClient
      .query({
        queryKey: watchKey,
        retry: false,
        queryFn: async () => WatchStatusSchema.parse(bodyOf(await source.watchStatus(listing.id))),
      })
      .catch(forget(watchKey)),
  ]);
}

/**
 * A known member's trade panel reads on a listing (decision 095): their deposit and their bids or
 * offers, as the panel's own queries read them, so the server draws the panel's first state (its
 * deposit gate) and the browser hydrates it without asking. None on a listing not yet open (it
 * draws no panel). A read that fails is left to the browser, whose panel asks for it.
 */
export async function prefetchTradePanel(
  queryClient: QueryClient,
  listing: ListingDetail,
  member: SsrMemberSource,
): Promise<void> {
  if (listing.phase === 'upcoming') return;
  const { id } = listing;
  const quiet = (queryKey: readonly unknown[]) => () => queryClient.removeQueries({ queryKey });
  const deposit = myDepositQueryOptions(id);
  const records = takesBids(listing.listingType)
    ? queryClient
        .query({
          ...myBidsQueryOptions(id),
          retry: false,
          queryFn: async () => MyListingBidsSchema.parse(bodyOf(await member.myBids(id))),
        })
        .catch(quiet(myBidsQueryOptions(id).queryKey))
    : queryClient
        .query({
          ...myOffersQueryOptions(id),
          retry: false,
          queryFn: async () => MyOffersSchema.parse(bodyOf(await member.myOffers(id))),
        })
        .catch(quiet(myOffersQueryOptions(id).queryKey));
  await Promise.all([
    queryClient
      .query({
        ...deposit,
        retry: false,
        queryFn: async () => readMyDepositAnswer(bodyOf(await member.myDeposit(id))),
      })
      .catch(quiet(deposit.queryKey)),
    records,
  ]);
}
