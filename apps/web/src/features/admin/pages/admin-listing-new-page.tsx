import {
  ADMIN_LISTING_FORM_DEFAULTS,
  toAdminListingInput,
  type AdminListingFormValues,
} from '@arsamezat/shared/admin/admin-listing-form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminPaths } from '../admin-paths';
import { uploadEach } from '../api/listing-images';
import { useCreateListing, useInvalidateListings } from '../api/listing-writes';
import { ListingForm, type ListingFormApi } from '../components/form/listing-form';
import { StagedImages, type StagedImage } from '../../../components/listing-form/staged-images';
import { SectionHeader } from '../components/shell/section-header';
import { ADMIN_MESSAGES } from '../lib/admin-labels';
import { applyServerErrors } from '../lib/server-errors';

/** New listing: create it, then upload the chosen images one by one, then back to the list. */
export function AdminListingNewPage() {
  useDocumentTitle('Yeni İlan');
  const navigate = useNavigate();
  const create = useCreateListing();
  const invalidate = useInvalidateListings();
  const [images, setImages] = useState<StagedImage[]>([]);

  async function submit(values: AdminListingFormValues, form: ListingFormApi) {
    let listingId: string;
    try {
      listingId = (await create.mutateAsync(toAdminListingInput(values))).id;
    } catch (error) {
      toast.error(ADMIN_MESSAGES.createFailed(applyServerErrors(form, error)));
      return;
    }
    toast.success(ADMIN_MESSAGES.created);
    const failures = await uploadEach(
      listingId,
      images.map((image) => image.file),
    );
    for (const failure of failures) {
      toast.error(ADMIN_MESSAGES.uploadFailed(failure.fileName, failure.message), {
        duration: 10_000,
      });
    }
    if (images.length > 0) await invalidate();
    // Spec §4: the form starts over (12:00, upcoming, auction, m2), then the list opens.
    form.reset(ADMIN_LISTING_FORM_DEFAULTS);
    setImages([]);
    await navigate(adminPaths.listings);
  }

  return (
    <div>
      <SectionHeader
        title="Yeni İlan"
        description="Zorunlu alanlar * ile işaretlidir. Tarih ve saatler İstanbul saatidir."
      />
      <ListingForm
        mode="create"
        defaultValues={ADMIN_LISTING_FORM_DEFAULTS}
        onSubmit={submit}
        images={<StagedImages items={images} onChange={setImages} />}
      />
    </div>
  );
}
