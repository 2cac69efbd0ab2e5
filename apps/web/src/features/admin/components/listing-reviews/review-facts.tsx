import {
  LISTING_REVIEW_TEXTS,
  REVIEW_DOCUMENT_KIND_LABELS,
  type ListingReview,
} from '@arsamezat/shared/admin/admin-listing-reviews';
import { formatTl } from '@arsamezat/shared/core/money';
import { formatLocation } from '@arsamezat/shared/listings/listing-location';
import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import { AUTHORISATION_BASIS_LABELS } from '@arsamezat/shared/listings/listing-verification';
import { Download, FileText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { Notice } from '../../../../components/ui/notice';
import { formatDateTime } from '../../../../lib/format-date';
import { reviewDocumentUrl } from '../../api/listing-reviews';

const areaFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const sizeFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });
const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${sizeFormat.format(bytes / 1024 / 1024)} MB`
    : `${sizeFormat.format(bytes / 1024)} KB`;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-ink-500">{label}</dt>
          <dd className="mt-0.5 text-sm font-semibold break-words text-ink-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The authorisation the operator checks before publishing: what the firm declared, the document. */
export function AuthorisationCard({ review }: { review: ListingReview }) {
  const authorisation = review.documents.filter((doc) => doc.kind === 'yetki_belgesi');
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 text-base font-semibold text-ink-900">
        <ShieldCheck aria-hidden className="size-5 text-brand-700" />
        Yetki Bilgileri
      </h3>
      <div className="mt-4">
        <Facts
          rows={[
            ['Firma', review.firm.title],
            [LISTING_REVIEW_TEXTS.tasinmazNo, review.tasinmazNo],
            [
              LISTING_REVIEW_TEXTS.authorisationBasis,
              review.authorisationBasis
                ? AUTHORISATION_BASIS_LABELS[review.authorisationBasis]
                : null,
            ],
            ['Onaya gönderildi', review.submittedAt ? formatDateTime(review.submittedAt) : null],
          ]}
        />
      </div>
      <h4 className="mt-5 text-sm font-semibold text-ink-900">
        {LISTING_REVIEW_TEXTS.authorisationDocument}
      </h4>
      {authorisation.length === 0 ? (
        <Notice
          tone="warning"
          className="mt-2"
          title={LISTING_REVIEW_TEXTS.noAuthorisationDocument}
        />
      ) : (
        <DocumentLinks listingId={review.listing.id} documents={authorisation} />
      )}
    </Card>
  );
}

function DocumentLinks({
  listingId,
  documents,
}: {
  listingId: string;
  documents: ListingReview['documents'];
}) {
  return (
    <ul className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-200">
      {documents.map((doc) => (
        <li key={doc.id}>
          <a
            href={reviewDocumentUrl(listingId, doc.id)}
            download={doc.fileName}
            className="flex min-h-11 items-center gap-3 px-3 py-2.5 text-sm hover:bg-ink-50"
          >
            <FileText aria-hidden className="size-5 shrink-0 text-ink-500" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-ink-900">{doc.fileName}</span>
              <span className="block text-xs text-ink-500">
                {REVIEW_DOCUMENT_KIND_LABELS[doc.kind]} · {fileSize(doc.size)}
              </span>
            </span>
            <Download aria-hidden className="size-4 shrink-0 text-brand-700" />
            <span className="sr-only">İndir</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Every field the firm filled in, as the public page would show it, and its other documents. */
export function ReviewListingFacts({ review }: { review: ListingReview }) {
  const { listing } = review;
  const traits = listingTypeOf(listing.listingType);
  const others = review.documents.filter((doc) => doc.kind !== 'yetki_belgesi');
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-base font-semibold text-ink-900">İlan Bilgileri</h3>
      <div className="mt-4">
        <Facts
          rows={[
            ['Tür', traits.adminLabel],
            ['Konum', formatLocation(listing.location)],
            ['Başlangıç', formatDateTime(listing.startsAt)],
            ['Bitiş', formatDateTime(listing.endsAt)],
            ['Fiyat', formatTl(listing.startingPrice)],
            ['Artış tutarı', formatTl(listing[traits.increment.field])],
            ...(review.minOfferAmount !== null
              ? ([['En düşük kabul edilebilir teklif', formatTl(review.minOfferAmount)]] as [
                  string,
                  ReactNode,
                ][])
              : []),
            [
              'Alan',
              listing.areaSize === null
                ? null
                : `${areaFormat.format(listing.areaSize)} ${listing.areaUnit === 'm2' ? 'm²' : listing.areaUnit}`,
            ],
            ['Ada / Parsel', `${listing.adaNo ?? '—'} / ${listing.parselNo ?? '—'}`],
            ['Emlak Tipi', listing.emlakTipi],
            ['İmar Durumu', listing.imarDurumu],
          ]}
        />
      </div>
      <h4 className="mt-6 text-sm font-semibold text-ink-900">Açıklama</h4>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink-700">
        {listing.description || 'Açıklama girilmemiş.'}
      </p>
      <h4 className="mt-6 text-sm font-semibold text-ink-900">
        Belgeler <span className="font-normal text-ink-500">({others.length})</span>
      </h4>
      {others.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">Firma başka belge yüklememiş.</p>
      ) : (
        <DocumentLinks listingId={listing.id} documents={others} />
      )}
    </Card>
  );
}
