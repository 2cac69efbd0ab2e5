import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import { LISTING_SALE_STATE_LABELS } from '@arsamezat/shared/sales/listing-sale-state';
import { CircleCheck, CircleMinus, Hourglass } from 'lucide-react';

/**
 * An ended listing's result for everyone: 'Satıldı' with the final price and the buyer's masked
 * name ('Ah*** Yı***', as bid history shows bidders), or 'Satılmadı'. Until the closing job
 * writes the final price (a second or two), the highest bid is the price and its bidder the buyer
 * (decision 020); a cancelled listing was not sold. While the sale after the hammer runs to the
 * title deed (issue 29) it reads 'Satış sürecinde', and 'Satıldı' once the transfer is recorded.
 */
export function ListingResult({ listing }: { listing: ListingDetail }) {
  const price = listing.status === 'cancelled' ? null : (listing.finalPrice ?? listing.highestBid);
  if (price === null) {
    return (
      <div
        className="flex items-center gap-2 rounded-xl border border-ink-200 bg-ink-50 p-4"
        data-testid="listing-result"
      >
        <CircleMinus aria-hidden className="size-5 shrink-0 text-ink-500" />
        <p className="text-base font-semibold text-ink-800">Satılmadı</p>
      </div>
    );
  }
  const inProgress = listing.saleState === 'in_progress';
  const Icon = inProgress ? Hourglass : CircleCheck;
  return (
    <div
      className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4"
      data-testid="listing-result"
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p className="text-base font-semibold text-brand-900">
          {LISTING_SALE_STATE_LABELS[inProgress ? 'in_progress' : 'completed']}
        </p>
        <p className="text-sm text-ink-700">
          Satış fiyatı: <span className="font-semibold">{formatTl(price)}</span>
        </p>
        {listing.winnerName !== null && (
          <p className="text-sm break-words text-ink-700">
            {listingTypeOf(listing.listingType).buyerLabel}:{' '}
            <span className="font-semibold">{listing.winnerName}</span>
          </p>
        )}
      </div>
    </div>
  );
}
