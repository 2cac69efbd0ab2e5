import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { drawBeforeSchemas } from '../../../lib/call-api';
import { myBidsQueryOptions } from '../api/get-my-bids';
import { myDepositQueryOptions } from '../api/get-my-deposit';
import { myOffersQueryOptions } from '../api/get-my-offers';
import { TRADE_PANEL_LOADING } from './trade-panel-texts';
import { TradePanelUnavailable } from './trade-panel-unavailable';

type PanelModule = typeof import('./trade-panel');
/** The panel's module once it has loaded: a panel drawn after that draws it at once. */
let loadedPanel: PanelModule | undefined;
const loadPanel = () =>
  import('./trade-panel').then((m) => {
    loadedPanel = m;
    return m;
  });

/**
 * The trade panel's code (its deposit gate; the forms and the deposit dialog load beside it,
 * decision 094) loads when a signed-in member's panel is drawn: the server draws it only for
 * the member whose session it read (decision 095) and a visitor never sees it, so a guest's
 * listing page hydrates without it (decision 051).
 */
const LazyPanel = lazy(() =>
  loadPanel().then(
    (m) => ({ default: m.TradePanel }),
    () => ({ default: TradePanelUnavailable }),
  ),
);

/**
 * On a member's listing page the server drew the panel (decision 095) or named its first reads
 * (a member not known yet, decision 085): the panel's module is run as soon as the page's scripts are, so the panel is drawn with the
 * member's part of the page instead of after a loading state React shows for at least 300 ms;
 * and the first schema (zod, a quarter of a second of a slow phone) waits for the panel's gate,
 * which needs none, not the other way round (decision 094) — a few seconds at most.
 */
const panelDrawn = settleable();
if (
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="early-requests"], [data-trade-panel]')
) {
  drawBeforeSchemas(panelDrawn.promise);
  void loadPanel().catch(() => undefined);
}

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
    return panelDrawn.settle;
  }, [queryClient, id, listingType]);

  // Chosen once: a panel whose type changed later would be drawn anew (an open dialog lost).
  const [TradePanel] = useState(() => loadedPanel?.TradePanel ?? LazyPanel);

  return (
    // Marked for the panel's module to start with the page's scripts when the server drew it.
    <div data-trade-panel="">
      <Suspense fallback={<Spinner label={TRADE_PANEL_LOADING} />}>
        <TradePanel listing={listing} now={now} onDrawn={panelDrawn.settle} />
      </Suspense>
    </div>
  );
}

/** A promise and the function that settles it. */
function settleable() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = () => resolve();
  });
  return { promise, settle };
}
