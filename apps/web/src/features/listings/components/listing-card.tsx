import { ZONING_LABELS } from '@arsamezat/shared/listings/listing-options';
import { formatPricePerSquareMetre, formatTl } from '@arsamezat/shared/core/money';
import { formatLocation } from '@arsamezat/shared/listings/listing-location';
import { listingTypeOf, takesBids } from '@arsamezat/shared/listings/listing-types';
import type { ListingSummary } from '@arsamezat/shared/listings/listings';
import { LandPlot, MapPin, Ruler, Signpost } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { formatArea } from '../utils/format-listing';
import { Countdown } from './countdown';
import { ListingPhoto } from './listing-photo';
import { ListingBadge, SaleStateBadge } from './listing-badge';
import { WatchButton } from './watch-button';

/** What the price on a card is (spec §2.1 picks the price; the label says which one it is). */
export function priceLabel(listing: ListingSummary): string {
  // A price that bids move says which price it is now; an asking price is always its own.
  const { priceLabel: asking } = listingTypeOf(listing.listingType);
  if (!takesBids(listing.listingType)) return asking;
  if (listing.phase === 'ended') return 'Son Fiyat';
  if (listing.phase === 'active' && listing.highestBid !== null) return 'Güncel Teklif';
  return asking;
}

type ListingCardProps = {
  listing: ListingSummary;
  onExpire?: () => void;
  /** A tile in the grid (default) or a row in the list view (spec §2.1, version A). */
  layout?: 'grid' | 'list';
  /** The first card of the page: its image is loaded at once and first (the LCP image). */
  priority?: boolean;
};

/**
 * How wide a card's image is drawn: one column under 640 px, two up to 1280 px beside the
 * 17 rem filter column from 1024 px, three in the 72 rem container above (listing-grid.tsx).
 */
export const GRID_SIZES =
  '(min-width: 1280px) 250px, (min-width: 1024px) 330px, (min-width: 640px) 50vw, calc(100vw - 32px)';
/** The list view's image column: w-28, w-36 from 400 px, w-60 from 640 px. */
const LIST_SIZES = '(min-width: 640px) 240px, (min-width: 400px) 144px, 112px';

/** A listing in the grid or the list; the whole card links to its detail page. */
export function ListingCard({
  listing,
  onExpire,
  layout = 'grid',
  priority = false,
}: ListingCardProps) {
  const location = formatLocation(listing.location);
  const area = formatArea(listing.areaSize, listing.areaUnit);
  const imar = listing.zoning ? ZONING_LABELS[listing.zoning] : listing.imarDurumu;
  const perMetre = formatPricePerSquareMetre(
    listing.displayPrice,
    listing.areaSize,
    listing.areaUnit,
  );
  const isLiveAuction = takesBids(listing.listingType) && listing.phase === 'active';
  const isList = layout === 'list';

  return (
    <Card
      className={cx(
        'group relative flex h-full overflow-hidden transition-shadow hover:shadow-raised',
        isList ? 'flex-row' : 'flex-col',
      )}
    >
      <div
        className={cx(
          'relative shrink-0 overflow-hidden bg-brand-50',
          isList ? 'w-28 min-[400px]:w-36 sm:w-60' : 'aspect-[4/3]',
        )}
      >
        {listing.coverImage ? (
          <ListingPhoto
            image={listing.coverImage}
            alt=""
            sizes={isList ? LIST_SIZES : GRID_SIZES}
            priority={priority}
            preferThumbnail
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="grid size-full place-items-center text-brand-300">
            <LandPlot aria-hidden className={isList ? 'size-9' : 'size-12'} />
          </div>
        )}
        <ListingBadge
          phase={listing.phase}
          listingType={listing.listingType}
          className={cx('absolute', isList ? 'top-2 left-2' : 'top-3 left-3')}
        />
        {/* Above the card's stretched link, so the heart is its own button. */}
        <div className={cx('absolute z-10', isList ? 'right-1 bottom-1' : 'top-2 right-2')}>
          <WatchButton listingId={listing.id} listingTitle={listing.title} />
        </div>
      </div>

      <div
        className={cx(
          'flex min-w-0 flex-1 flex-col',
          isList ? 'gap-2 p-3 sm:gap-3 sm:p-4' : 'gap-3 p-4',
        )}
      >
        <h3 className="line-clamp-2 text-base leading-snug font-semibold text-ink-900">
          {/* The stretched link makes the whole card clickable with one accessible name. */}
          <Link
            to={paths.listing(listing.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-ink-600">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
          <span className="truncate">{location ?? 'Konum bilgisi yok'}</span>
        </p>
        {(area ?? imar) && (
          <ul
            className={cx(
              'flex-wrap gap-1.5 text-xs text-ink-700',
              isList ? 'hidden sm:flex' : 'flex',
            )}
          >
            {area && (
              <li className="inline-flex items-center gap-1 rounded-md bg-ink-100 px-2 py-1">
                <Ruler aria-hidden className="size-3.5" />
                {area}
              </li>
            )}
            {imar && (
              <li className="inline-flex max-w-full items-center gap-1 rounded-md bg-ink-100 px-2 py-1">
                <Signpost aria-hidden className="size-3.5 shrink-0" />
                <span className="truncate">{imar}</span>
              </li>
            )}
          </ul>
        )}

        <div
          className={cx(
            'mt-auto flex flex-wrap items-end justify-between gap-2',
            !isList && 'border-t border-ink-100 pt-3',
          )}
        >
          <div>
            <p className="text-xs font-medium text-ink-500">{priceLabel(listing)}</p>
            <p
              className={cx(
                'font-bold whitespace-nowrap text-brand-800',
                isList ? 'text-base sm:text-lg' : 'text-lg',
              )}
            >
              {formatTl(listing.displayPrice)}
            </p>
            {perMetre && (
              <p className="text-xs whitespace-nowrap text-ink-600" data-testid="price-per-m2">
                {perMetre}
              </p>
            )}
          </div>
          {/* An ended listing's sale (issue 29), as its page shows it. */}
          <SaleStateBadge saleState={listing.saleState} />
          {isLiveAuction && <Countdown to={listing.endsAt} {...(onExpire ? { onExpire } : {})} />}
          {listing.phase === 'upcoming' && (
            <p className="text-xs text-ink-600">
              Başlangıç: <time dateTime={listing.startsAt}>{formatDateTime(listing.startsAt)}</time>
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
