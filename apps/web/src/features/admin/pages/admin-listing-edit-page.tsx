import {
  toAdminListingFormValues,
  toAdminListingInput,
  type AdminListingFormValues,
} from '@arsamezat/shared/admin/admin-listing-form';
import type { AdminListingDetail } from '@arsamezat/shared/admin/admin-listing-queries';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { useAdminListing } from '../api/get-admin-listing';
import { useUpdateListing } from '../api/listing-writes';
import { AdminImageManager } from '../components/form/admin-image-manager';
import { ListingForm, type ListingFormApi } from '../components/form/listing-form';
import { ListingLoadState } from '../components/details/listing-load-state';
import { SectionHeader } from '../components/shell/section-header';
import { ADMIN_MESSAGES } from '../lib/admin-labels';
import { applyServerErrors } from '../lib/server-errors';

/** Edit a listing: the form loads the listing first; images are managed live. */
export function AdminListingEditPage() {
  const { id = '' } = useParams();
  useDocumentTitle('İlanı Düzenle');
  const query = useAdminListing(id);
  return (
    <div>
      <SectionHeader title="İlanı Düzenle" description={query.data?.listing.title} />
      {query.data ? (
        <EditForm detail={query.data} />
      ) : (
        <ListingLoadState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}

function EditForm({ detail }: { detail: AdminListingDetail }) {
  const { listing } = detail;
  const navigate = useNavigate();
  const update = useUpdateListing(listing.id);

  async function submit(values: AdminListingFormValues, form: ListingFormApi) {
    try {
      await update.mutateAsync(toAdminListingInput(values));
    } catch (error) {
      toast.error(ADMIN_MESSAGES.updateFailed(applyServerErrors(form, error)));
      return;
    }
    toast.success(ADMIN_MESSAGES.updated);
    await navigate(adminPaths.listings);
  }

  return (
    <ListingForm
      mode="edit"
      defaultValues={toAdminListingFormValues(
        listing,
        detail.storedIlanSahibi,
        detail.minOfferAmount,
      )}
      onSubmit={submit}
      storedStatus={listing.status}
      typeLocked={detail.bidTotal + detail.offerTotal > 0}
      images={<AdminImageManager listingId={listing.id} images={listing.images} />}
    />
  );
}
