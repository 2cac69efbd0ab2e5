import { takesBids } from '@arsamezat/shared/listings/listing-types';
import { ExternalLink, FileCheck2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { useAdminListing } from '../api/get-admin-listing';
import { AdminGallery } from '../components/details/admin-gallery';
import { GeneralInfo } from '../components/details/general-info';
import { ListingLoadState } from '../components/details/listing-load-state';
import { BidsTable } from '../components/details/bids-table';
import { ListingOperations } from '../components/details/listing-operations';
import { OffersTable } from '../components/details/offers-table';
import { DocumentsPanel } from '../components/details/documents-panel';
import { DeleteListingDialog } from '../components/listings/delete-listing-dialog';
import { TypeBadge } from '../components/listings/status-badge';
import { SectionHeader } from '../components/shell/section-header';

/**
 * Listing details: general info, the gallery, the operator's actions, and the bids or the offers
 * (pending offers are accepted or rejected here).
 */
export function AdminListingDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminListing(id);
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(query.data?.listing.title ?? 'İlan Detayları');
  const detail = query.data;

  if (!detail) {
    return (
      <div>
        <SectionHeader title="İlan Detayları" />
        <ListingLoadState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const { listing } = detail;
  return (
    <div className="space-y-5">
      <SectionHeader
        title={listing.title}
        description={<TypeBadge type={listing.listingType} />}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.listing(listing.id)} target="_blank" rel="noopener">
                <ExternalLink aria-hidden />
                İlan Sayfası
              </Link>
            </Button>
            {listing.firm && (
              <Button asChild variant="outline" size="sm">
                <Link to={adminPaths.listingReview(listing.id)}>
                  <FileCheck2 aria-hidden />
                  Firma İncelemesi
                </Link>
              </Button>
            )}
            <Button asChild variant="secondary" size="sm">
              <Link to={adminPaths.editListing(listing.id)}>
                <Pencil aria-hidden />
                Düzenle
              </Link>
            </Button>
            {detail.deletion.allowed && (
              <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden className="text-red-600" />
                Sil
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <GeneralInfo detail={detail} />
        <AdminGallery images={listing.images} title={listing.title} />
      </div>
      <ListingOperations detail={detail} />
      {takesBids(listing.listingType) ? (
        <BidsTable bids={detail.bids} total={detail.bidTotal} />
      ) : (
        <OffersTable
          offers={detail.offers}
          total={detail.offerTotal}
          canAccept={listing.phase !== 'ended'}
        />
      )}
      <DocumentsPanel listingId={listing.id} />
      <DeleteListingDialog
        listing={deleting ? listing : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(adminPaths.listings)}
      />
    </div>
  );
}
