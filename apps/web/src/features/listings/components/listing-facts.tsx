import type { ListingDetail } from '@arsamezat/shared/listings';
import { Card } from '../../../components/ui/card';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatArea } from '../utils/format-listing';

const NOT_GIVEN = 'Belirtilmemiş';

/** Spec §2.2 details grid; the start and end times only for auctions. */
export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const facts: [string, string][] = [
    ['Ada No', listing.adaNo ?? NOT_GIVEN],
    ['Parsel No', listing.parselNo ?? NOT_GIVEN],
    ['Emlak Tipi', listing.emlakTipi ?? NOT_GIVEN],
    ['Alan', formatArea(listing.areaSize, listing.areaUnit) ?? NOT_GIVEN],
    ['İlan Sahibi', listing.ilanSahibi ?? 'Bilinmiyor'],
    ['İlan Tarihi', formatDate(listing.createdAt)],
  ];
  if (listing.imarDurumu) facts.push(['İmar Durumu', listing.imarDurumu]);
  if (listing.listingType === 'auction') {
    facts.push(['Başlangıç Zamanı', formatDateTime(listing.startsAt)]);
    facts.push(['Bitiş Zamanı', formatDateTime(listing.endsAt)]);
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900">İlan Bilgileri</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="border-b border-ink-100 pb-3">
            <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</dt>
            <dd className="mt-1 text-sm font-medium break-words text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The description, keeping the admin's line breaks. */
export function ListingDescription({ description }: { description: string }) {
  const text = description.trim();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink-900">Açıklama</h2>
      <p className="mt-3 text-sm leading-7 break-words whitespace-pre-line text-ink-700">
        {text || 'Açıklama girilmemiş.'}
      </p>
    </Card>
  );
}
