import type { AdminListingDetail } from '@arsamezat/shared/admin/admin-listing-queries';
import { listingFormLabels } from '@arsamezat/shared/admin/admin-listing-form';
import { formatLocation } from '@arsamezat/shared/listings/listing-location';
import { listingTypeOf, takesBids } from '@arsamezat/shared/listings/listing-types';
import { formatTl } from '@arsamezat/shared/core/money';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { formatDateTime } from '../../../../lib/format-date';
import { STATUS_LABELS } from '../../lib/admin-labels';
import { StatusBadge } from '../listings/status-badge';

const areaFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const orDash = (value: ReactNode) => value ?? '—';

/** Every stored field of the listing, as the admin entered it. */
export function GeneralInfo({ detail }: { detail: AdminListingDetail }) {
  const { listing } = detail;
  const labels = listingFormLabels(listing.listingType);
  const traits = listingTypeOf(listing.listingType);
  const rows: [string, ReactNode][] = [
    ['Tür', traits.adminLabel],
    ['Durum', <StatusBadge key="s" listing={listing} />],
    ['Kayıtlı durum', STATUS_LABELS[listing.status]],
    ['Konum', formatLocation(listing.location)],
    ['Başlangıç', formatDateTime(listing.startsAt)],
    ['Bitiş', formatDateTime(listing.endsAt)],
    [labels.price, formatTl(listing.startingPrice)],
    [labels.increment, formatTl(listing[traits.increment.field])],
    ['Güncel fiyat', formatTl(listing.displayPrice)],
    ['Teminat Tutarı', formatTl(listing.depositAmount)],
    ...(takesBids(listing.listingType)
      ? ([
          ['Teklif sayısı', detail.bidTotal],
          [
            'Son dakika uzatması',
            listing.antiSnipeMinutes > 0 ? `${listing.antiSnipeMinutes} dk` : 'Kapalı',
          ],
        ] as [string, ReactNode][])
      : ([['Pazarlık teklifi', detail.offerTotal]] as [string, ReactNode][])),
    [
      'Alan',
      listing.areaSize === null
        ? null
        : `${areaFormat.format(listing.areaSize)} ${listing.areaUnit === 'm2' ? 'm²' : listing.areaUnit}`,
    ],
    ['Ada / Parsel', `${listing.adaNo ?? '—'} / ${listing.parselNo ?? '—'}`],
    ['Emlak Tipi', listing.emlakTipi],
    ['İmar Durumu', listing.imarDurumu],
    // A firm's listing is owned by the firm (issue 28); an older operator listing saved without
    // an owner shows none on the public page until it is filled.
    [
      'İlan Sahibi',
      listing.firm
        ? `${listing.firm.title}${listing.verification ? ` · ${listing.verification}` : ''}`
        : (detail.storedIlanSahibi ?? 'Girilmemiş (ilan sayfasında gösterilmiyor)'),
    ],
    ['Oluşturulma', formatDateTime(listing.createdAt)],
  ];
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-base font-semibold text-ink-900">Genel Bilgiler</h3>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-ink-500">{label}</dt>
            <dd className="mt-0.5 text-sm font-semibold break-words text-ink-900">
              {orDash(value)}
            </dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-6 text-sm font-semibold text-ink-900">Açıklama</h4>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-700">
        {listing.description || 'Açıklama girilmemiş.'}
      </p>
    </Card>
  );
}
