import type { MyListingBids } from '@arsamezat/shared/trading/bids';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import { Notice } from '../../../components/ui/notice';
import { STANDING_TEXTS as T } from '../lib/trade-texts';

/**
 * Where the member stands on an auction they bid on, above its forms (issue 26): leading — the
 * price and their maximum, and no bid to send against themselves — or passed by another bid,
 * 'Teklifiniz geçildi' with the maximum that was passed, until they lead again. Both come from
 * their bids on the server (`GET …/bids/mine`), which a live bid event asks for again, so the
 * page changes without a reload and a reload shows the same. A change is announced politely.
 */
export function AuctionStanding({
  listing,
  mine,
  leading,
}: {
  listing: ListingDetail;
  mine: MyListingBids | undefined;
  leading: boolean;
}) {
  const price = listing.highestBid;
  const outbid = leading ? null : (mine?.outbid ?? null);
  const passed =
    outbid &&
    (outbid.maximum !== null
      ? T.maximumPassed(formatTl(outbid.maximum))
      : T.lastBidPassed(formatTl(outbid.lastBid)));
  return (
    <>
      {/* Always there, out of the layout: screen readers hear the standing change. */}
      <p className="sr-only" aria-live="polite">
        {leading ? `${T.leadingTitle}.` : passed ? `${T.outbidTitle}.` : ''}
      </p>
      {leading && (
        <Notice tone="success" title={T.leadingTitle}>
          {price !== null && <p>{T.price(formatTl(price))}</p>}
          {mine?.maximum != null && (
            <p className="font-medium">{T.maximum(formatTl(mine.maximum))}</p>
          )}
          <p>{mine?.maximum != null ? T.leadingWithMaximum : T.leadingWithoutMaximum}</p>
        </Notice>
      )}
      {passed && (
        <Notice tone="warning" title={T.outbidTitle}>
          <p className="font-medium">{passed}</p>
          {price !== null && <p>{T.price(formatTl(price))}</p>}
          <p>{T.again}</p>
        </Notice>
      )}
    </>
  );
}
