import { formatLocation } from '@arsamezat/shared/listings/listing-location';
import { listingTypeOf, takesBids } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { paths } from '../../../config/paths';
import { listingKeys } from '../../../lib/listing-keys';
import { useListingEvents } from '../hooks/use-listing-events';
import { BidHistory } from './bid-history';
import { ListingBadge, SaleStateBadge } from './listing-badge';
import { ListingDocumentsSection } from './listing-documents';
import { ListingDescription, ListingFacts } from './listing-facts';
import { ListingMap } from './listing-map';
import { ListingGallery } from './listing-gallery';
import { ListingPricePanel } from './listing-price-panel';
import { ShareButton } from './share-button';
import { WatchButton } from './watch-button';

/** When the countdown ends, wait for the server's clock to pass the end too before reloading. */
const REFRESH_AFTER_EXPIRY_MS = 1500;

/** One page back (spec §2.2); to the listings when the visitor arrived here directly. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromSite = location.key !== 'default';
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        if (cameFromSite) void navigate(-1);
        else void navigate(paths.auctions);
      }}
    >
      <ArrowLeft aria-hidden />
      Geri
    </Button>
  );
}

/** What a signed-in member can do on an open listing; the app fills it (bidding feature). */
export type TradePanelSlot = (listing: ListingDetail, context: { now: () => Date }) => ReactNode;

/** The detail page of a loaded listing (spec §2.2), live through the listing's event stream. */
export function ListingDetailView({
  listing,
  tradePanel,
}: {
  listing: ListingDetail;
  tradePanel?: TradePanelSlot;
}) {
  const queryClient = useQueryClient();
  const { extended } = useListingEvents(listing.id);
  const location = formatLocation(listing.location);
  const { id } = listing;

  const handleExpire = useCallback(() => {
    window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.bids(id) });
    }, REFRESH_AFTER_EXPIRY_MS);
  }, [queryClient, id]);

  return (
    <Container className="py-6 sm:py-10">
      <div className="flex items-center justify-between gap-3">
        <BackButton />
        <ShareButton listing={listing} />
      </div>
      <header className="mt-3 mb-6">
        <div className="flex flex-wrap items-center gap-2">
          <ListingBadge phase={listing.phase} />
          <SaleStateBadge saleState={listing.saleState} />
          <span className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-semibold text-ink-700">
            {listingTypeOf(listing.listingType).name}
          </span>
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl">
          {listing.title}
        </h1>
        <p className="mt-2 flex items-center gap-1.5 text-ink-600">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" />
          {location ?? 'Konum belirtilmemiş'}
        </p>
        <WatchButton
          listingId={listing.id}
          listingTitle={listing.title}
          variant="full"
          className="mt-4"
        />
      </header>

      {/*
        Spec §2.2: phones (up to 767 px) get one column (gallery, panel, details); from 768 px the
        panel sits on the right and stays in view while the page scrolls.
      */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_19rem] md:items-start lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="md:col-start-1">
          <ListingGallery images={listing.images} title={listing.title} />
        </div>
        <aside
          aria-label="Fiyat ve teklifler"
          className="space-y-6 md:sticky md:top-24 md:col-start-2 md:row-span-4 md:row-start-1"
        >
          <ListingPricePanel
            listing={listing}
            onExpire={handleExpire}
            extended={extended}
            {...(tradePanel ? { tradePanel } : {})}
          />
          {takesBids(listing.listingType) && <BidHistory listingId={listing.id} />}
        </aside>
        <div className="md:col-start-1">
          <ListingFacts listing={listing} />
        </div>
        <div className="md:col-start-1">
          <ListingDescription description={listing.description} />
        </div>
        {listing.mapLocation && (
          <div className="md:col-start-1">
            <ListingMap listing={listing} />
          </div>
        )}
        <div className="md:col-start-1">
          <ListingDocumentsSection listingId={listing.id} />
        </div>
      </div>
    </Container>
  );
}
