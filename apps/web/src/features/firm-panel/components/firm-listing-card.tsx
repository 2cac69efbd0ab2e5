import { formatTl } from '@arsamezat/shared/core/money';
import { firmListingActions, type FirmListingItem } from '@arsamezat/shared/firms/firm-listings';
import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import { Activity, ImageOff, MapPin, Pencil, RotateCcw, Send, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { CHIP_CLASSES, listingChip } from '../lib/firm-labels';
import type { ListingAction } from './listing-action-dialogs';

type Props = {
  listing: FirmListingItem;
  /** False while the firm may not send listings (suspended): 'Onaya Gönder' is not offered. */
  canSubmit: boolean;
  onAction: (action: ListingAction) => void;
};

/** One of the firm's listings on the panel: what it is, where it stands, what can be done. */
export function FirmListingCard({ listing, canSubmit, onAction }: Props) {
  const chip = listingChip(listing);
  const actions = firmListingActions(listing);
  const type = listingTypeOf(listing.listingType);
  const price = listing.highestBid ?? listing.finalPrice ?? listing.startingPrice;
  return (
    <Card className="p-4 sm:flex sm:gap-5 sm:p-5">
      <Cover url={listing.coverUrl} className="hidden aspect-[4/3] w-40 rounded-xl sm:block" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex gap-3">
          <Cover url={listing.coverUrl} className="size-16 rounded-lg sm:hidden" />
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <span
                className={cx(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  CHIP_CLASSES[chip.tone],
                )}
              >
                {chip.label}
              </span>
              <span className="text-xs font-medium text-ink-500">{type.name}</span>
            </div>
            <h3 className="text-base font-semibold break-words text-ink-900">{listing.title}</h3>
            <p className="flex items-center gap-1.5 text-sm text-ink-600">
              <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
              <span className="truncate">{listing.location}</span>
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <div>
            <dt className="text-xs text-ink-500">
              {listing.highestBid ? 'En yüksek teklif' : type.priceLabel}
            </dt>
            <dd className="font-semibold text-ink-900 tabular-nums">{formatTl(price)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-500">Başlangıç – Bitiş</dt>
            <dd className="text-ink-800">
              {formatDateTime(listing.startsAt)} – {formatDateTime(listing.endsAt)}
            </dd>
          </div>
        </dl>
        {listing.reviewNotes &&
          (listing.publication === 'returned' || listing.publication === 'rejected') && (
            <div
              className={cx(
                'rounded-xl p-3 text-sm',
                listing.publication === 'rejected'
                  ? 'bg-red-50 text-red-900'
                  : 'bg-accent-50 text-ink-900 ring-1 ring-accent-200',
              )}
            >
              <p className="font-semibold">
                {listing.publication === 'rejected' ? 'Red gerekçesi' : 'Yetkilinin düzeltme notu'}
              </p>
              <p className="mt-0.5 whitespace-pre-line break-words">{listing.reviewNotes}</p>
            </div>
          )}
        {listing.submittedAt && listing.publication === 'submitted' && (
          <p className="text-xs text-ink-500">
            Onaya gönderildi: {formatDateTime(listing.submittedAt)}
          </p>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          {actions.edit && (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.firmListingEdit(listing.id)}>
                <Pencil aria-hidden className="size-4" /> Düzenle
              </Link>
            </Button>
          )}
          {actions.submit && canSubmit && (
            <Button size="sm" onClick={() => onAction('submit')}>
              <Send aria-hidden className="size-4" /> Onaya Gönder
            </Button>
          )}
          {actions.withdraw && (
            <Button variant="outline" size="sm" onClick={() => onAction('withdraw')}>
              <RotateCcw aria-hidden className="size-4" /> Onaydan Geri Çek
            </Button>
          )}
          {actions.remove && (
            <Button variant="ghost" size="sm" onClick={() => onAction('delete')}>
              <Trash2 aria-hidden className="size-4" /> Sil
            </Button>
          )}
          {actions.follow && (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.firmListing(listing.id)}>
                <Activity aria-hidden className="size-4" /> Takip Et
              </Link>
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

/** The cover image, or a quiet stand-in when the listing has none yet. */
function Cover({ url, className }: { url: string | null; className: string }) {
  return (
    <div className={cx('shrink-0 overflow-hidden bg-ink-100', className)}>
      {url ? (
        <img src={url} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        <div className="grid size-full place-items-center text-ink-400">
          <ImageOff aria-hidden className="size-6" />
        </div>
      )}
    </div>
  );
}
