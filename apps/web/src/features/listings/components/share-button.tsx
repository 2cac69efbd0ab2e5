import { takesBids } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatTl } from '@arsamezat/shared/core/money';
import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export const LINK_COPIED = 'Link panoya kopyalandı!';
/** Spec §2.2: the copied message shows for two seconds. */
export const LINK_COPIED_MS = 2000;

/**
 * The text shared with the link (spec §2.2 'uses the listing price or the minimum bid'): the
 * minimum next bid while an auction takes bids, otherwise the price its card shows.
 */
export function listingShareText(listing: ListingDetail): string {
  const biddable =
    takesBids(listing.listingType) && listing.phase === 'active' && listing.minimumNextBid !== null;
  return biddable
    ? `${listing.title} - Minimum teklif: ${formatTl(listing.minimumNextBid)}`
    : `${listing.title} - ${formatTl(listing.displayPrice)}`;
}

/**
 * Shares the listing with the device's share sheet where there is one; elsewhere copies the link
 * and says so for two seconds. A cancelled share or a refused clipboard says nothing (spec §2.2).
 */
export function ShareButton({ listing }: { listing: ListingDetail }) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), LINK_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const share = async () => {
    const url = `${window.location.origin}${paths.listing(listing.id)}`;
    // Desktop browsers often lack the share sheet, and plain-http pages the clipboard.
    const device: Partial<Pick<Navigator, 'share' | 'clipboard'>> = navigator;
    try {
      if (device.share) {
        await device.share({ title: listing.title, text: listingShareText(listing), url });
        return;
      }
      if (!device.clipboard) return;
      await device.clipboard.writeText(url);
      setCopiedAt(Date.now());
    } catch {
      // Spec §2.2: sharing errors are silent (a closed share sheet rejects too).
    }
  };

  return (
    <div className="relative">
      <Button variant="outline" size="sm" onClick={() => void share()}>
        {copiedAt === null ? <Share2 aria-hidden /> : <Check aria-hidden />}
        Paylaş
      </Button>
      <p
        role="status"
        className="absolute top-full right-0 z-10 mt-2 whitespace-nowrap empty:hidden"
      >
        {copiedAt !== null && (
          <span className="block rounded-lg bg-ink-900 px-3 py-1.5 text-xs font-medium text-white shadow-raised">
            {LINK_COPIED}
          </span>
        )}
      </p>
    </div>
  );
}
