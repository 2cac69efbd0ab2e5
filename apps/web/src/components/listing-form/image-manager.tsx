import {
  LISTING_IMAGE_LIMITS,
  type ListingImages,
} from '@arsamezat/shared/admin/admin-listing-images';
import type { ListingImage } from '@arsamezat/shared/listings/listings';
import { useState } from 'react';
import { toast } from 'sonner';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { ApiError } from '../../lib/api-client';
import { FormSection } from './field';
import { ImageDrop, screenFiles } from './image-drop';
import { ImageTile, moveItem } from './image-tile';

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'Bilinmeyen hata');

/** A file the server refused, and why. */
export type UploadFailure = { fileName: string; message: string };

/** Where a stored listing's images go: the operator's routes or the firm's. */
export type ImageApi = {
  /** Uploads files one by one; answers the ones that failed. */
  uploadEach: (files: File[]) => Promise<UploadFailure[]>;
  remove: (imageId: string) => Promise<ListingImages>;
  reorder: (imageIds: string[]) => Promise<ListingImages>;
  /** Shows a change: the server's answer when there is one, then refreshes every view. */
  refresh: (result?: ListingImages) => Promise<void>;
};

export const uploadFailedMessage = (fileName: string, why: string) =>
  `"${fileName}" yüklenemedi: ${why}`;

/** Images of a stored listing: each upload, removal and reordering is saved at once. */
export function ImageManager({ images, api }: { images: ListingImage[]; api: ImageApi }) {
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  async function add(files: File[]) {
    const { accepted, refused: problems } = screenFiles(
      files,
      LISTING_IMAGE_LIMITS.maxPerListing - images.length,
    );
    setRefused(problems);
    if (accepted.length === 0) return;
    setUploading(accepted.length);
    const failures = await api.uploadEach(accepted);
    setUploading(0);
    for (const failure of failures) {
      toast.error(uploadFailedMessage(failure.fileName, failure.message), {
        duration: 10_000,
      });
    }
    const uploaded = accepted.length - failures.length;
    if (uploaded > 0) toast.success(`${uploaded} görsel yüklendi.`);
    await api.refresh();
  }

  async function run(action: () => Promise<ListingImages>, done: string, failed: string) {
    setBusy(true);
    try {
      await api.refresh(await action());
      toast.success(done);
    } catch (error) {
      toast.error(`${failed}: ${reason(error)}`);
      await api.refresh();
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
                      api.reorder(
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
                  void run(() => api.remove(image.id), 'Görsel kaldırıldı.', 'Görsel kaldırılamadı')
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
