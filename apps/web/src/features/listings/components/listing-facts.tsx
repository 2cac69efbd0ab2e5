import { ZONING_LABELS } from '@arsamezat/shared/listings/listing-options';
import { parcelQueryUrl } from '@arsamezat/shared/listings/parcel-query-url';
import { locationParts } from '@arsamezat/shared/listings/listing-location';
import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { formatPricePerSquareMetre } from '@arsamezat/shared/core/money';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatArea } from '../utils/format-listing';

const NOT_GIVEN = 'Belirtilmemiş';

/**
 * The owner line: a firm's listing names the firm, linked to its page, with the verification line
 * exactly as the port words it ('Yetki belgesi kontrol edildi', decision 069); an operator's
 * listing its stored İlan Sahibi (decision 062), or nothing.
 */
function ownerOf(listing: ListingDetail): ReactNode {
  if (listing.firm) {
    return (
      <span className="block space-y-1">
        <Link
          to={paths.firmPage(listing.firm.slug)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline sm:min-h-0"
        >
          {listing.firm.title}
        </Link>
        {listing.verification && (
          <span className="flex items-center gap-1.5 text-xs font-medium text-brand-800">
            <ShieldCheck aria-hidden className="size-4 shrink-0" />
            {listing.verification}
          </span>
        )}
      </span>
    );
  }
  return listing.ilanSahibi;
}

/**
 * Spec §2.2 details grid; the start and end times only for auctions. İlan Sahibi only when the
 * listing names one (decision 062): never a stand-in such as the administrator's name.
 */
export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const owner = ownerOf(listing);
  const facts: [string, ReactNode][] = [
    ['Ada No', listing.adaNo ?? NOT_GIVEN],
    ['Parsel No', listing.parselNo ?? NOT_GIVEN],
    ['Emlak Tipi', listing.emlakTipi ?? NOT_GIVEN],
    ['Alan', formatArea(listing.areaSize, listing.areaUnit) ?? NOT_GIVEN],
    ...(owner ? [['İlan Sahibi', owner] as [string, ReactNode]] : []),
    ['İlan Tarihi', formatDate(listing.createdAt)],
  ];
  const perMetre = formatPricePerSquareMetre(
    listing.displayPrice,
    listing.areaSize,
    listing.areaUnit,
  );
  if (perMetre) facts.push(['m² Fiyatı', perMetre]);
  const imar = imarText(listing);
  if (imar) facts.push(['İmar Durumu', imar]);
  if (listingTypeOf(listing.listingType).showsSchedule) {
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
      <ParcelQuery listing={listing} />
    </Card>
  );
}

/** The land registry's public parcel query (TKGM) at its form. */
export const PARSEL_SORGU_URL = 'https://parselsorgu.tkgm.gov.tr/';

/**
 * A link to TKGM Parsel Sorgu with what to enter there (il, ilçe, mahalle, ada, parsel), so a
 * buyer checks the parcel at the source. The service opens a parcel from a link only with its own
 * mahalle id: a listing whose outline came from 'Parseli Getir' knows it (issue 30), and its link
 * opens at the parcel; otherwise at the form, with the values shown beside the link.
 */
function ParcelQuery({ listing }: { listing: ListingDetail }) {
  if (!listing.adaNo || !listing.parselNo) return null;
  const where = locationParts(listing.location).join(' / ');
  return (
    <div className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-ink-700">
      <p>
        Parseli Tapu ve Kadastro Genel Müdürlüğü’nün sorgu ekranında doğrulayın:{' '}
        <span className="font-medium text-ink-900">
          {where}, Ada {listing.adaNo}, Parsel {listing.parselNo}
        </span>
      </p>
      <a
        href={parcelQueryUrl({
          registryMahalleId: listing.mapLocation?.registryMahalleId ?? null,
          adaNo: listing.adaNo,
          parselNo: listing.parselNo,
        })}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        TKGM Parsel Sorgu’da aç
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">(yeni sekmede açılır)</span>
      </a>
    </div>
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

/** The zoning of the fixed list with the listing's own words beside it: 'Konut İmarlı (TAKS 0,30)'. */
function imarText(listing: Pick<ListingDetail, 'zoning' | 'imarDurumu'>): string | null {
  const label = listing.zoning ? ZONING_LABELS[listing.zoning] : null;
  const text = listing.imarDurumu;
  if (label && text && text !== label) return `${label} (${text})`;
  return label ?? text;
}
