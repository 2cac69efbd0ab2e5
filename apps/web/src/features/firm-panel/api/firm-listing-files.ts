import {
  ListingImagesSchema,
  type ListingImages,
} from '@arsamezat/shared/admin/admin-listing-images';
import {
  addFirmListingImagesRoute,
  removeFirmListingDocumentRoute,
  removeFirmListingImageRoute,
  reorderFirmListingImagesRoute,
  uploadFirmListingDocumentRoute,
} from '@arsamezat/shared/firms/firm-listings.routes';
import {
  ListingDocumentsSchema,
  type ListingDocuments,
  type StoredDocumentKind,
} from '@arsamezat/shared/listings/listing-documents';
import type { UploadFailure } from '../../../components/listing-form/image-manager';
import { ApiError } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { postMultipart } from '../../../lib/multipart-upload';

const IMAGE_FAILED = 'Görsel yüklenemedi. Lütfen tekrar deneyin.';
const DOCUMENT_FAILED = 'Belge yüklenemedi. Lütfen tekrar deneyin.';

/** Uploads the files one by one so each gets its own answer; returns the ones that failed. */
export async function uploadFirmImages(id: string, files: File[]): Promise<UploadFailure[]> {
  const failures: UploadFailure[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append('files', file, file.name);
    try {
      ListingImagesSchema.parse(
        await postMultipart(addFirmListingImagesRoute, { id }, body, IMAGE_FAILED),
      );
    } catch (error) {
      const message =
        error instanceof ApiError ? (error.fields?.[file.name] ?? error.message) : IMAGE_FAILED;
      failures.push({ fileName: file.name, message });
    }
  }
  return failures;
}

export async function removeFirmImage(id: string, imageId: string): Promise<ListingImages> {
  return ListingImagesSchema.parse(
    await callApi(removeFirmListingImageRoute, { params: { id, imageId } }),
  );
}

export async function reorderFirmImages(id: string, imageIds: string[]): Promise<ListingImages> {
  return ListingImagesSchema.parse(
    await callApi(reorderFirmListingImagesRoute, { params: { id }, body: { imageIds } }),
  );
}

/** One document with its kind, the authorisation ('Yetki Belgesi') among them. */
export async function uploadFirmDocument(
  id: string,
  kind: StoredDocumentKind,
  file: File,
): Promise<ListingDocuments> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return ListingDocumentsSchema.parse(
    await postMultipart(uploadFirmListingDocumentRoute, { id }, body, DOCUMENT_FAILED),
  );
}

export async function removeFirmDocument(id: string, documentId: string) {
  return ListingDocumentsSchema.parse(
    await callApi(removeFirmListingDocumentRoute, { params: { id, documentId } }),
  );
}
