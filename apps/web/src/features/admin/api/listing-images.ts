import {
  addImagesRoute,
  removeImageRoute,
  reorderImagesRoute,
} from '@arsamezat/shared/admin/admin-listing-images.routes';
import {
  ListingImagesSchema,
  type ListingImages,
} from '@arsamezat/shared/admin/admin-listing-images';
import { callApi } from '../../../lib/call-api';
import { postMultipart } from '../../../lib/multipart-upload';
import { ApiError } from '../../../lib/api-client';

const UPLOAD_FAILED = 'Görsel yüklenemedi. Lütfen tekrar deneyin.';

/**
 * Uploads one or more image files (multipart; the server checks each by content). A refused
 * file comes back as an ApiError whose `fields` name each file and why.
 */
export async function uploadListingImages(
  listingId: string,
  files: File[],
): Promise<ListingImages> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const data = await postMultipart(addImagesRoute, { id: listingId }, body, UPLOAD_FAILED);
  return ListingImagesSchema.parse(data);
}

export async function removeListingImage(listingId: string, imageId: string) {
  return ListingImagesSchema.parse(
    await callApi(removeImageRoute, { params: { id: listingId, imageId } }),
  );
}

export async function reorderListingImages(listingId: string, imageIds: string[]) {
  return ListingImagesSchema.parse(
    await callApi(reorderImagesRoute, { params: { id: listingId }, body: { imageIds } }),
  );
}

export type UploadFailure = { fileName: string; message: string };

/** Uploads files one by one so each gets its own answer; returns the ones that failed. */
export async function uploadEach(listingId: string, files: File[]): Promise<UploadFailure[]> {
  const failures: UploadFailure[] = [];
  for (const file of files) {
    try {
      await uploadListingImages(listingId, [file]);
    } catch (error) {
      const reason =
        error instanceof ApiError
          ? (error.fields?.[file.name] ?? error.message)
          : 'Bilinmeyen hata';
      failures.push({ fileName: file.name, message: reason });
    }
  }
  return failures;
}
