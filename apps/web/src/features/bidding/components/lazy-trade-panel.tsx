import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { myBidsQueryOptions } from '../api/get-my-bids';
import { myDepositQueryOptions } from '../api/get-my-deposit';
import { myOffersQueryOptions } from '../api/get-my-offers';
import { TRADE_PANEL_LOADING, TRADE_PANEL_UNAVAILABLE } from './trade-panel-texts';

/** In the panel's place when its code cannot be fetched: the listing stays on screen. */
function TradePanelUnavailable() {
  return (
    <Notice tone="error">
      <p>{TRADE_PANEL_UNAVAILABLE}</p>
      <Button variant="outline" className="mt-3" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden />
        Sayfayı Yenile
      </Button>
    </Notice>
  );
}

/**
 * The trade panel's code (the bid, maximum and offer forms, the deposit dialog with its card
 * fields, their contracts and zod) loads when a signed-in member's panel is drawn: the server
 * never renders it (it needs the session) and a visitor never sees it, so a listing's page
 * hydrates without it (decision 051).
 */
const TradePanel = lazy(() =>
  import('./trade-panel').then(
    (m) => ({ default: m.TradePanel }),
    () => ({ default: TradePanelUnavailable }),
  ),
);

/**
 * The member's own records on a listing of each type, which its panel reads: bids on an auction,
 * offers on an offer listing (also when it ended: its outcome reads them). The panel's forms by
 * type are in trade-forms.tsx, inside the panel's chunk.
 */
const MY_RECORDS: Record<ListingType, (queryClient: QueryClient, id: string) => Promise<unknown>> =
  {
    auction: (queryClient, id) => queryClient.query(myBidsQueryOptions(id)),
    offer: (queryClient, id) => queryClient.query(myOffersQueryOptions(id)),
  };

/**
 * The trade panel, loaded on demand. The member's deposit, bids or offers are asked for beside
 * its code, not after it, so the panel's own queries find them answered or on the way.
 */
export function LazyTradePanel({ listing, now }: { listing: ListingDetail; now: () => Date }) {
  const queryClient = useQueryClient();
  const { id, listingType } = listing;
  useEffect(() => {
    // A failure here is the panel's to show: its own query asks again when it mounts.
    const quiet = () => undefined;
    void queryClient.query(myDepositQueryOptions(id)).catch(quiet);
    void MY_RECORDS[listingType](queryClient, id).catch(quiet);
  }, [queryClient, id, listingType]);

  return (
    <Suspense fallback={<Spinner label={TRADE_PANEL_LOADING} />}>
      <TradePanel listing={listing} now={now} />
    </Suspense>
  );
}
