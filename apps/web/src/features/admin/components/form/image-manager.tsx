import type { AdminListingDetail } from '@arsamezat/shared/admin/admin-listing-queries';
import {
  LISTING_IMAGE_LIMITS,
  type ListingImages,
} from '@arsamezat/shared/admin/admin-listing-images';
import type { ListingImage } from '@arsamezat/shared/listings/listings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Notice } from '../../../../components/ui/notice';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { adminKeys } from '../../api/admin-keys';
import { removeListingImage, reorderListingImages, uploadEach } from '../../api/listing-images';
import { useInvalidateListings } from '../../api/listing-writes';
import { ADMIN_MESSAGES } from '../../lib/admin-labels';
import { FormSection } from './field';
import { ImageDrop, screenFiles } from './image-drop';
import { ImageTile, moveItem } from './image-tile';

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'Bilinmeyen hata');

/** Images of a stored listing: each upload, removal and reordering is saved at once. */
export function ImageManager({ listingId, images }: { listingId: string; images: ListingImage[] }) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateListings();
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  /** Shows the server's answer at once, then refreshes every view. */
  async function show(result: ListingImages) {
    queryClient.setQueryData<AdminListingDetail>(adminKeys.detail(listingId), (old) =>
      old ? { ...old, listing: { ...old.listing, images: result.images } } : old,
    );
    await invalidate();
  }

  async function add(files: File[]) {
    const { accepted, refused: problems } = screenFiles(
      files,
      LISTING_IMAGE_LIMITS.maxPerListing - images.length,
    );
    setRefused(problems);
    if (accepted.length === 0) return;
    setUploading(accepted.length);
    const failures = await uploadEach(listingId, accepted);
    setUploading(0);
    for (const failure of failures) {
      toast.error(ADMIN_MESSAGES.uploadFailed(failure.fileName, failure.message), {
        duration: 10_000,
      });
    }
    const uploaded = accepted.length - failures.length;
    if (uploaded > 0) toast.success(`${uploaded} görsel yüklendi.`);
    await invalidate();
  }

  async function run(action: () => Promise<ListingImages>, done: string, failed: string) {
    setBusy(true);
    try {
      await show(await action());
      toast.success(done);
    } catch (error) {
      toast.error(`${failed}: ${reason(error)}`);
      await invalidate();
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection
      title="Görseller"
      description="İlk görsel kapak olur. Değişiklikler hemen kaydedilir."
    >
      <div className="space-y-4 sm:col-span-2">
        {images.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {images.map((image, index) => (
              <ImageTile
                key={image.id}
                src={image.thumbnailUrl}
                label={`${index + 1}.`}
                index={index}
                count={images.length}
                busy={busy}
                onMove={(from, to) =>
                  void run(
                    () =>
                      reorderListingImages(
                        listingId,
                        moveItem(
                          images.map((i) => i.id),
                          from,
                          to,
                        ),
                      ),
                    'Görsel sırası kaydedildi.',
                    'Görsel sırası kaydedilemedi',
                  )
                }
                onRemove={() =>
                  void run(
                    () => removeListingImage(listingId, image.id),
                    'Görsel kaldırıldı.',
                    'Görsel kaldırılamadı',
                  )
                }
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-500">Bu ilanın henüz görseli yok.</p>
        )}
        {uploading > 0 ? (
          <p className="flex items-center gap-2 text-sm text-ink-600">
            <Spinner label="Yükleniyor" /> {uploading} görsel yükleniyor...
          </p>
        ) : (
          <ImageDrop disabled={busy} onFiles={(files) => void add(files)} />
        )}
        {refused.length > 0 && (
          <Notice tone="error" title="Bazı dosyalar eklenemedi">
            <ul className="list-disc pl-4">
              {refused.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Notice>
        )}
      </div>
    </FormSection>
  );
}
