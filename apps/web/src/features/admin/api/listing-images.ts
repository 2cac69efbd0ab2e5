import {
  addImagesRoute,
  removeImageRoute,
  reorderImagesRoute,
} from '@arsamezat/shared/admin/admin-listing-images.routes';
import { routeUrl } from '@arsamezat/shared/core/api-route';
import {
  ListingImagesSchema,
  type ListingImages,
} from '@arsamezat/shared/admin/admin-listing-images';
import { ApiErrorBodySchema, knownErrorCode } from '@arsamezat/shared/core/errors';
import { callApi } from '../../../lib/call-api';
import { ApiError } from '../../../lib/api-client';

const UPLOAD_TIMEOUT_MS = 120_000;
const UPLOAD_FAILED = 'Görsel yüklenemedi. Lütfen tekrar deneyin.';

/** The double-submit CSRF token (see lib/api-client.ts); multipart needs it too. */
function csrfToken(): string {
  return /(?:^|;\s*)(?:__Host-)?csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}

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
  let response: Response;
  try {
    response = await fetch(routeUrl(addImagesRoute, { id: listingId }), {
      method: addImagesRoute.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-CSRF-Token': csrfToken() },
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', UPLOAD_FAILED);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorBodySchema.safeParse(data);
    if (!parsed.success) throw new ApiError(response.status, 'UNKNOWN', UPLOAD_FAILED);
    const { code, message, fields } = parsed.data.error;
    throw new ApiError(response.status, knownErrorCode(code), message, undefined, fields);
  }
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
