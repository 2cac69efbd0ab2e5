import { RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listing-options';
import { isListingNotFound, useListing } from '../api/get-listing';
import {
  BackButton,
  ListingDetailView,
  type TradePanelSlot,
} from '../components/listing-detail-view';

const LOAD_FAILED = 'İlan detayları yüklenirken bir hata oluştu.';

/**
 * /auctions/:id: one listing, or why it cannot be shown (spec §2.2, §8). `tradePanel` is what a
 * signed-in member can do on an open listing (the app passes the bidding feature's panel).
 */
export function ListingDetailPage({ tradePanel }: { tradePanel?: TradePanelSlot } = {}) {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useListing(id);
  const notFound = error !== null && isListingNotFound(error);
  useDocumentTitle(data?.title ?? (notFound ? 'İlan bulunamadı' : undefined));

  if (data) return <ListingDetailView listing={data} {...(tradePanel ? { tradePanel } : {})} />;
  if (isPending) return <PageSpinner label="İlan yükleniyor..." />;

  return (
    <Container width="narrow" className="py-10">
      <BackButton />
      <Card className="mt-4 flex flex-col items-center px-6 py-12 text-center">
        {notFound ? (
          <>
            <SearchX aria-hidden className="size-10 text-brand-600" />
            <h1 className="mt-3 text-xl font-semibold text-ink-900">{LISTING_NOT_FOUND}</h1>
            <Button asChild variant="outline" className="mt-6">
              <Link to={paths.auctions}>İhalelere Dön</Link>
            </Button>
          </>
        ) : (
          <>
            <TriangleAlert aria-hidden className="size-10 text-red-600" />
            <h1 className="mt-3 text-xl font-semibold text-ink-900">{LOAD_FAILED}</h1>
            {error.message && (
              <p role="alert" className="mt-2 text-sm text-ink-600">
                Hata: {error.message}
              </p>
            )}
            <Button variant="outline" className="mt-6" onClick={() => void refetch()}>
              <RefreshCw aria-hidden />
              Yenile
            </Button>
          </>
        )}
      </Card>
    </Container>
  );
}
