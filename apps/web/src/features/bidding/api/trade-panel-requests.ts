import { routeUrl, type ApiRoute } from '@arsamezat/shared/core/api-route';
import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { getMyListingBidsRoute } from '@arsamezat/shared/trading/bids.routes';
import { getMyDepositRoute } from '@arsamezat/shared/trading/deposits.routes';
import { getMyOffersRoute } from '@arsamezat/shared/trading/offers.routes';

/** The member's own records the panel reads on a listing of each type (as LazyTradePanel asks). */
const MY_RECORDS: Record<ListingType, ApiRoute> = {
  auction: getMyListingBidsRoute,
  offer: getMyOffersRoute,
};

/**
 * What a member's trade panel reads before it can show a button: their deposit and their bids
 * or offers on the listing, none on one not yet open (it draws no panel). The server names them
 * on a member's listing page and its boot script asks for them beside the session, so they are
 * answered by the time the panel is drawn (decision 085); the panel's queries take the answers
 * (`lib/early-answers.ts`). The same paths `getMyDeposit`, `getMyBids` and `getMyOffers` call.
 */
export function tradePanelRequests(
  listing: Pick<ListingDetail, 'id' | 'listingType' | 'phase'>,
): string[] {
  if (listing.phase === 'upcoming') return [];
  const params = { id: listing.id };
  return [routeUrl(getMyDepositRoute, params), routeUrl(MY_RECORDS[listing.listingType], params)];
}
