import { LazyTradePanel } from '../../features/bidding/components/lazy-trade-panel';
import { ListingDetailPage } from '../../features/listings/pages/listing-detail-page';

/**
 * /auctions/:id: the listings feature's detail page, with the bidding feature's panel (deposit,
 * bid or offer) in its slot. Features do not import each other; the app puts them together.
 */
export function ListingDetailRoute() {
  return (
    <ListingDetailPage
      tradePanel={(listing, { now }) => <LazyTradePanel listing={listing} now={now} />}
    />
  );
}
