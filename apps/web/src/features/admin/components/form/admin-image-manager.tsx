import type { AdminListingDetail } from '@arsamezat/shared/admin/admin-listing-queries';
import type { ListingImages } from '@arsamezat/shared/admin/admin-listing-images';
import type { ListingImage } from '@arsamezat/shared/listings/listings';
import { useQueryClient } from '@tanstack/react-query';
import { ImageManager } from '../../../../components/listing-form/image-manager';
import { adminKeys } from '../../api/admin-keys';
import { removeListingImage, reorderListingImages, uploadEach } from '../../api/listing-images';
import { useInvalidateListings } from '../../api/listing-writes';

/** The shared image manager on the operator's routes. */
export function AdminImageManager({
  listingId,
  images,
}: {
  listingId: string;
  images: ListingImage[];
}) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateListings();
  return (
    <ImageManager
      images={images}
      api={{
        uploadEach: (files) => uploadEach(listingId, files),
        remove: (imageId) => removeListingImage(listingId, imageId),
        reorder: (ids) => reorderListingImages(listingId, ids),
        refresh: async (result?: ListingImages) => {
          if (result) {
            queryClient.setQueryData<AdminListingDetail>(adminKeys.detail(listingId), (old) =>
              old ? { ...old, listing: { ...old.listing, images: result.images } } : old,
            );
          }
          await invalidate();
        },
      }}
    />
  );
}
