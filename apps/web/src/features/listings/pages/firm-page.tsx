import { FIRM_PAGE_TEXTS } from '@arsamezat/shared/listings/firm-page';
import { BadgeCheck, Building2, CalendarDays, MapPin, RefreshCw, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate } from '../../../lib/format-date';
import { isListingNotFound } from '../api/get-listing';
import { useFirmPage } from '../api/get-firm-page';
import { ListingGrid } from '../components/listing-grid';

/**
 * /firms/:slug (issue 28): who the seller is — the firm's title, 'Onaylı Firma', its address and
 * since when it is with us — and its current listings as the usual cards. A firm that is not
 * (or not yet) approved has no page.
 */
export function FirmPage() {
  const { slug = '' } = useParams();
  const { data, error, isPending, refetch } = useFirmPage(slug);
  const notFound = error !== null && isListingNotFound(error);
  useDocumentTitle(data?.title ?? (notFound ? FIRM_PAGE_TEXTS.notFound : undefined));

  if (isPending) return <PageSpinner label="Firma yükleniyor..." />;
  if (!data) {
    return (
      <Container width="narrow" className="py-10">
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <SearchX aria-hidden className="size-10 text-brand-600" />
          <h1 className="mt-3 text-xl font-semibold text-ink-900">
            {notFound ? FIRM_PAGE_TEXTS.notFound : 'Firma bilgileri yüklenirken bir hata oluştu.'}
          </h1>
          {notFound ? (
            <Button asChild variant="outline" className="mt-6">
              <Link to={paths.auctions}>İhalelere Dön</Link>
            </Button>
          ) : (
            <Button variant="outline" className="mt-6" onClick={() => void refetch()}>
              <RefreshCw aria-hidden />
              Yenile
            </Button>
          )}
        </Card>
      </Container>
    );
  }

  return (
    <Container className="py-8 sm:py-10">
      <Card className="p-5 sm:p-7">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 sm:size-14">
            <Building2 aria-hidden className="size-6 sm:size-7" />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-bold tracking-tight break-words text-ink-900 sm:text-2xl">
              {data.title}
            </h1>
            {data.verified && (
              <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                <BadgeCheck aria-hidden className="size-4" />
                {FIRM_PAGE_TEXTS.verified}
              </p>
            )}
          </div>
        </div>
        <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
          <div className="flex items-start gap-2 text-ink-700">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-500" />
            <dt className="sr-only">Adres</dt>
            <dd className="min-w-0 break-words">{data.address}</dd>
          </div>
          <div className="flex items-start gap-2 text-ink-700">
            <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-500" />
            <dt className="font-medium text-ink-500">{FIRM_PAGE_TEXTS.memberSince}:</dt>
            <dd>{formatDate(data.memberSince)}</dd>
          </div>
        </dl>
      </Card>
      <h2 className="mt-8 mb-4 text-lg font-semibold text-ink-900 sm:text-xl">
        {FIRM_PAGE_TEXTS.listings}{' '}
        <span className="font-normal text-ink-500">({data.listings.length})</span>
      </h2>
      <ListingGrid
        items={data.listings}
        isPending={false}
        isError={false}
        emptyMessage={FIRM_PAGE_TEXTS.noListings}
        onRetry={() => void refetch()}
        onExpire={() => void refetch()}
      />
    </Container>
  );
}
